// The OpenAPI document cut for reading (docs/decisions/260): one page per tag, each with the operations of its tag
// and the schemas they name (followed through `$ref`s), so no page carries the whole 200,000-character document.
import type { OpenApiDocument } from "@/lib/api/openapi";

export type Json = Record<string, unknown>;
export type Operation = { path: string; method: string; op: Json };

const SCHEMA_REF = "#/components/schemas/";

export function operationsOf(doc: OpenApiDocument): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ path, method, op: op as Json })),
  );
}

export function operationsTagged(doc: OpenApiDocument, tag: string): Operation[] {
  return operationsOf(doc).filter(({ op }) => ((op.tags as string[] | undefined) ?? []).includes(tag));
}

/** A tag's page: /developers/classes. */
export function tagHref(tag: string): string {
  return `/developers/${encodeURIComponent(tag)}`;
}

/** An id or fragment from any text: "Class View" → "Class-View". */
export function anchor(text: string): string {
  return text.replace(/[^A-Za-z0-9]+/g, "-").replace(/^-|-$/g, "");
}

function refsIn(value: unknown, into: Set<string>) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, into);
  else if (value && typeof value === "object") {
    for (const [key, v] of Object.entries(value)) {
      if (key === "$ref" && typeof v === "string" && v.startsWith(SCHEMA_REF)) into.add(v.slice(SCHEMA_REF.length));
      else refsIn(v, into);
    }
  }
}

/** The component schemas these operations name, and those the named ones name in turn, in the document's order. */
export function schemasUsedBy(doc: OpenApiDocument, operations: Operation[]): [string, unknown][] {
  const found = new Set<string>();
  refsIn(
    operations.map((o) => o.op),
    found,
  );
  // Responses by reference (`#/components/responses/Problem404`) carry their schemas inside.
  const responses = new Set<string>();
  for (const { op } of operations)
    for (const r of Object.values((op.responses as Record<string, Json>) ?? {}))
      if (typeof r.$ref === "string") responses.add(r.$ref.split("/").pop()!);
  refsIn(
    [...responses].map((name) => doc.components.responses[name]),
    found,
  );
  const queue = [...found];
  while (queue.length) {
    const next = new Set<string>();
    refsIn(doc.components.schemas[queue.pop()!], next);
    for (const name of next) {
      if (found.has(name)) continue;
      found.add(name);
      queue.push(name);
    }
  }
  return Object.entries(doc.components.schemas).filter(([name]) => found.has(name));
}
