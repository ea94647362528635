// One group (tag) of the API reference: its operations and the schemas they name, from the document
// /api/openapi.json serves (docs/decisions/236, 260). An unknown tag is a 404.
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { apiDocument, OPENAPI_PATH } from "@/app/api/document";
import { OperationCard, SchemaBlock } from "@/components/developers/operation";
import { anchor, operationsTagged, schemasUsedBy } from "@/components/developers/reference";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ tag: string }> };

function tagOf(name: string) {
  return apiDocument().tags.find((t) => t.name === decodeURIComponent(name));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const tag = tagOf((await params).tag);
  return { title: tag ? `${tag.name} · API reference` : "API reference" };
}

export default async function DevelopersTagPage({ params }: Props) {
  const tag = tagOf((await params).tag);
  if (!tag) notFound();
  const doc = apiDocument();
  const operations = operationsTagged(doc, tag.name);
  const schemas = schemasUsedBy(doc, operations);
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <nav aria-label="Breadcrumb" className="text-sm">
        <a className="text-sky-800 underline" href="/developers">
          API reference
        </a>{" "}
        / {tag.name}
      </nav>
      <h1 className="mt-2 text-3xl font-bold text-slate-900">{tag.name}</h1>
      <p className="mt-3 text-slate-700">{tag.description}</p>
      <p className="mt-1 text-slate-700">
        {operations.length} operations; the whole description is at{" "}
        <a className="font-mono text-sky-800 underline" href={OPENAPI_PATH}>
          {OPENAPI_PATH}
        </a>
        .
      </p>

      {operations.map((operation) => (
        <OperationCard
          key={`${operation.method} ${operation.path}`}
          operation={operation}
          responses={doc.components.responses}
        />
      ))}

      {schemas.length > 0 && (
        <section aria-labelledby="schemas" className="mt-12">
          <h2 id="schemas" className="text-2xl font-semibold text-slate-900">
            Schemas
          </h2>
          {schemas.map(([name, schema]) => (
            <details key={name} id={`schema-${anchor(name)}`} className="mt-3 rounded border border-slate-200 p-3">
              <summary className="cursor-pointer font-mono font-semibold">{name}</summary>
              <SchemaBlock schema={schema} label={`Schema ${name}`} />
            </details>
          ))}
        </section>
      )}
    </main>
  );
}
