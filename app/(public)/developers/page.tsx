// The API reference, rendered on the server from the same OpenAPI document /api/openapi.json serves: tags,
// operations, parameters, bodies and schemas, with nothing fetched from another site (docs/decisions/236).
import type { Metadata } from "next";
import { apiDocument, OPENAPI_PATH } from "@/app/api/document";
import { Table } from "@/components/ui/table";

export const metadata: Metadata = { title: "API reference" };
export const dynamic = "force-dynamic";

type Json = Record<string, unknown>;
type Parameter = { name: string; in: string; required?: boolean; schema?: Json };

const METHOD_COLOURS: Record<string, string> = {
  get: "bg-sky-100 text-sky-900",
  post: "bg-emerald-100 text-emerald-900",
  put: "bg-amber-100 text-amber-900",
  patch: "bg-violet-100 text-violet-900",
  delete: "bg-rose-100 text-rose-900",
};

function anchor(text: string) {
  return text.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

/** A schema as readable text: `$ref`s name their component (linked below), the rest as indented JSON. */
function SchemaBlock({ schema }: { schema: unknown }) {
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
    <pre className="max-h-96 overflow-auto rounded bg-slate-50 p-3 text-xs leading-snug text-slate-800">
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

export default function DevelopersPage() {
  const doc = apiDocument();
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Json })),
  );
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{doc.info.title} reference</h1>
      <p className="mt-3 text-slate-700">{doc.info.description}</p>
      <p className="mt-3 text-slate-700">
        The machine-readable description (OpenAPI {doc.openapi}) is at{" "}
        <a className="font-mono text-sky-800 underline" href={OPENAPI_PATH}>
          {OPENAPI_PATH}
        </a>
        : {operations.length} operations in {doc.tags.length} groups.
      </p>

      <nav aria-label="API groups" className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {doc.tags.map((t) => (
            <li key={t.name}>
              <a className="rounded border border-slate-300 px-2 py-1 text-sm text-sky-800" href={`#tag-${t.name}`}>
                {t.name}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      {doc.tags.map((tag) => (
        <section key={tag.name} aria-labelledby={`tag-${tag.name}`} className="mt-10">
          <h2 id={`tag-${tag.name}`} className="text-2xl font-semibold text-slate-900">
            {tag.name}
          </h2>
          <p className="text-slate-700">{tag.description}</p>
          {operations
            .filter(({ op }) => (op.tags as string[]).includes(tag.name))
            .map(({ path, method, op }) => {
              const params = (op.parameters as Parameter[] | undefined) ?? [];
              const body = op.requestBody as
                { required?: boolean; content: Record<string, { schema: unknown }> } | undefined;
              const responses = op.responses as Record<string, Json>;
              return (
                <article
                  key={`${method} ${path}`}
                  id={String(op.operationId)}
                  data-testid="api-operation"
                  className="mt-6 rounded-lg border border-slate-200 p-4"
                >
                  <h3 className="flex flex-wrap items-center gap-2 font-mono text-base">
                    <span className={`rounded px-2 py-0.5 text-xs font-bold uppercase ${METHOD_COLOURS[method] ?? ""}`}>
                      {method}
                    </span>
                    <span className="break-all text-slate-900">{path}</span>
                  </h3>
                  <p className="mt-2 whitespace-pre-line text-slate-700">
                    {String(op.description ?? op.summary ?? "")}
                  </p>
                  {params.length > 0 && (
                    <Table
                      caption={`Parameters of ${method.toUpperCase()} ${path}`}
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
                      <h4 className="font-semibold text-slate-900">
                        Request body{body.required ? "" : " (optional)"}: {Object.keys(body.content).join(", ")}
                      </h4>
                      <SchemaBlock schema={Object.values(body.content)[0]?.schema} />
                    </div>
                  )}
                  <h4 className="mt-3 font-semibold text-slate-900">Responses</h4>
                  <ul className="mt-1 space-y-2">
                    {Object.entries(responses).map(([status, response]) => {
                      const ref = typeof response.$ref === "string" ? response.$ref.split("/").pop()! : null;
                      const resolved = ref ? (doc.components.responses[ref] as Json) : response;
                      const content = resolved.content as Record<string, { schema?: unknown }> | undefined;
                      return (
                        <li key={status}>
                          <span className="font-mono font-semibold">{status}</span>{" "}
                          <span className="text-slate-700">{String(resolved.description ?? "")}</span>
                          {content &&
                            Object.entries(content).map(([type, media]) => (
                              <div key={type} className="ml-4">
                                <span className="font-mono text-xs text-slate-600">{type}</span>
                                {media.schema !== undefined && <SchemaBlock schema={media.schema} />}
                              </div>
                            ))}
                        </li>
                      );
                    })}
                  </ul>
                </article>
              );
            })}
        </section>
      ))}

      <section aria-labelledby="schemas" className="mt-12">
        <h2 id="schemas" className="text-2xl font-semibold text-slate-900">
          Schemas
        </h2>
        {Object.entries(doc.components.schemas).map(([name, schema]) => (
          <details key={name} id={`schema-${anchor(name)}`} className="mt-3 rounded border border-slate-200 p-3">
            <summary className="cursor-pointer font-mono font-semibold">{name}</summary>
            <SchemaBlock schema={schema} />
          </details>
        ))}
      </section>
    </main>
  );
}
