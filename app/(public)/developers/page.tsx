// The API reference's contents, rendered on the server from the same OpenAPI document /api/openapi.json serves:
// each tag with its operations, linking to the tag's own page (/developers/classes), with nothing fetched from
// another site (docs/decisions/236, 260).
import type { Metadata } from "next";
import { apiDocument, OPENAPI_PATH } from "@/app/api/document";
import { MethodBadge } from "@/components/developers/operation";
import { operationsOf, operationsTagged, tagHref } from "@/components/developers/reference";

export const metadata: Metadata = { title: "API reference" };
export const dynamic = "force-dynamic";

export default function DevelopersPage() {
  const doc = apiDocument();
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-10">
      <h1 className="text-3xl font-bold text-slate-900">{doc.info.title} reference</h1>
      <p className="mt-3 text-slate-700">{doc.info.description}</p>
      <p className="mt-3 text-slate-700">
        The machine-readable description (OpenAPI {doc.openapi}) is at{" "}
        <a className="font-mono text-sky-800 underline" href={OPENAPI_PATH}>
          {OPENAPI_PATH}
        </a>
        : {operationsOf(doc).length} operations in {doc.tags.length} groups, one page each.
      </p>

      <nav aria-label="API groups" className="mt-8">
        <ul className="space-y-8">
          {doc.tags.map((tag) => (
            <li key={tag.name}>
              <h2 className="text-xl font-semibold">
                <a className="text-sky-800 underline" href={tagHref(tag.name)}>
                  {tag.name}
                </a>
              </h2>
              <p className="text-slate-700">{tag.description}</p>
              <ul className="mt-2 space-y-1">
                {operationsTagged(doc, tag.name).map(({ path, method, op }) => (
                  <li key={`${method} ${path}`} className="flex flex-wrap items-center gap-2 font-mono text-sm">
                    <MethodBadge method={method} />
                    <a className="break-all text-sky-800 underline" href={`${tagHref(tag.name)}#${op.operationId}`}>
                      {path}
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
    </main>
  );
}
