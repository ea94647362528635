// One operation of the API reference and the schema blocks it shows (docs/decisions/236, 260). A block taller or
// wider than its box scrolls, so it is a named region in the tab order: a keyboard can reach and scroll it (axe's
// scrollable-region-focusable).
import { Table } from "@/components/ui/table";
import { anchor, type Json, type Operation } from "./reference";

type Parameter = { name: string; in: string; required?: boolean; schema?: Json };

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-emerald-100 text-emerald-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-violet-100 text-violet-900",
  delete: "bg-rose-100 text-rose-900",
};

export function MethodBadge({ method }: { method: string }) {
  return (
    <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${METHOD_COLOURS[method] ?? ""}`}>{method}</span>
  );
}

/** A schema as readable text: a `$ref` names its component (linked on the same page), the rest is indented JSON. */
export function SchemaBlock({ schema, label }: { schema: unknown; label: string }) {
  const ref = (schema as Json | undefined)?.$ref;
  if (typeof ref === "string") {
    const name = ref.split("/").pop()!;
    return (
      <a className="font-mono text-sm text-sky-800 underline" href={`#schema-${anchor(name)}`}>
        {name}
      </a>
    );
  }
  return (
    <pre
      role="region"
      aria-label={label}
      tabIndex={0}
      className="max-h-96 overflow-auto rounded bg-slate-50 p-3 text-xs leading-snug text-slate-800 focus:outline-2 focus:outline-sky-700"
    >
      {JSON.stringify(schema, null, 2)}
    </pre>
  );
}

function typeOf(schema: Json | undefined): string {
  if (!schema) return "";
  if (Array.isArray(schema.enum)) return schema.enum.map((v) => JSON.stringify(v)).join(" | ");
  if (typeof schema.type === "string") return schema.format ? `${schema.type} (${String(schema.format)})` : schema.type;
  return "see schema";
}

export function OperationCard({ operation, responses }: { operation: Operation; responses: Record<string, unknown> }) {
  const { path, method, op } = operation;
  const name = `${method.toUpperCase()} ${path}`;
  const params = (op.parameters as Parameter[] | undefined) ?? [];
  const body = op.requestBody as { required?: boolean; content: Record<string, { schema: unknown }> } | undefined;
  return (
    <article
      id={String(op.operationId)}
      data-testid="api-operation"
      className="mt-6 rounded-lg border border-slate-200 p-4"
    >
      <h2 className="flex flex-wrap items-center gap-2 font-mono text-base">
        <MethodBadge method={method} />
        <span className="break-all text-slate-900">{path}</span>
      </h2>
      <p className="mt-2 whitespace-pre-line text-slate-700">{String(op.description ?? op.summary ?? "")}</p>
      {params.length > 0 && (
        <Table
          caption={`Parameters of ${name}`}
          className="mt-3"
          rows={params}
          rowKey={(p) => `${p.in}:${p.name}`}
          columns={[
            { header: "Name", rowHeader: true, cell: (p) => <code>{p.name}</code> },
            { header: "In", cell: (p) => p.in },
            { header: "Type", cell: (p) => typeOf(p.schema) },
            { header: "Required", cell: (p) => (p.required ? "yes" : "no") },
          ]}
        />
      )}
      {body && (
        <div className="mt-3">
          <h3 className="font-semibold text-slate-900">
            Request body{body.required ? "" : " (optional)"}: {Object.keys(body.content).join(", ")}
          </h3>
          <SchemaBlock schema={Object.values(body.content)[0]?.schema} label={`Request body of ${name}`} />
        </div>
      )}
      <h3 className="mt-3 font-semibold text-slate-900">Responses</h3>
      <ul className="mt-1 space-y-2">
        {Object.entries(op.responses as Record<string, Json>).map(([status, response]) => {
          const ref = typeof response.$ref === "string" ? response.$ref.split("/").pop()! : null;
          const resolved = ref ? (responses[ref] as Json) : response;
          const content = resolved.content as Record<string, { schema?: unknown }> | undefined;
          return (
            <li key={status}>
              <span className="font-mono font-semibold">{status}</span>{" "}
              <span className="text-slate-700">{String(resolved.description ?? "")}</span>
              {content &&
                Object.entries(content).map(([type, media]) => (
                  <div key={type} className="ml-4">
                    <span className="font-mono text-xs text-slate-600">{type}</span>
                    {media.schema !== undefined && (
                      <SchemaBlock schema={media.schema} label={`${status} answer of ${name}, ${type}`} />
                    )}
                  </div>
                ))}
            </li>
          );
        })}
      </ul>
    </article>
  );
}
