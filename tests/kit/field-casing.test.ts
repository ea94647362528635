// Field casing (docs/decisions/259): every property name in the OpenAPI document (lib/api/openapi.ts, built from
// the wire schemas in lib/<domain>/wire.ts and the routes' input schemas) is camelCase, unless SPEC names it.
import { describe, expect, it } from "vitest";
import { API_ROUTES } from "@/app/api/index.generated";
import { buildOpenApi } from "@/lib/api/openapi";

// The snake_case names SPEC's payloads spell (§7 "The calls it makes", and the §3 entity fields those calls carry):
// they keep SPEC's spelling. Copied from SPEC.md by hand; a name leaves this list only when SPEC drops it.
const SPEC_NAMES = new Set([
  "access_token",
  "refresh_token",
  "confirmation_token",
  "invite_code",
  "class_model",
  "is_current",
  "is_finished",
  "start_date",
  "end_date",
  "created_at",
  "intent_id",
  "plan_id",
  "student_username",
  "username_or_email",
  "student_id",
  "organization_code",
  "is_parent",
  "is_organizer",
  "is_student",
  "is_teacher",
]);
// SPEC §3 "Schedule events: Id, EId, StartTimezone, EndTimezone, Guid": the event is the scheduler's record, whose
// fields are PascalCase throughout, so the event shapes keep that casing as a whole.
const PASCAL_RECORDS = new Set(["EventView", "CalendarEventDeleted"]);
const PASCAL_PATHS = [/^\/api\/academics\/calendar\//];

// Sprout-invented snake_case names not yet renamed (issue 37): this list only shrinks. A new name fails the test.
const NOT_YET_RENAMED = new Set<string>([]);

const CAMEL = /^[a-z][a-zA-Z0-9]*$/;
const PASCAL = /^[A-Z][a-zA-Z0-9]*$/;

/** Every property name under `node`, with where it was found ("GET /api/x" or "components/Name"). */
function propertyNames(node: unknown, where: string, out: [string, string][] = []): [string, string][] {
  if (Array.isArray(node)) node.forEach((item) => propertyNames(item, where, out));
  else if (node && typeof node === "object") {
    const properties = (node as { properties?: unknown }).properties;
    if (properties && typeof properties === "object")
      for (const name of Object.keys(properties)) out.push([name, where]);
    for (const value of Object.values(node)) propertyNames(value, where, out);
  }
  return out;
}

function offCase(name: string, where: string): boolean {
  if (CAMEL.test(name) || SPEC_NAMES.has(name) || NOT_YET_RENAMED.has(name)) return false;
  const pascalRecord =
    PASCAL_RECORDS.has(where.replace("components/", "")) || PASCAL_PATHS.some((p) => p.test(where.split(" ")[1] ?? ""));
  return !(pascalRecord && PASCAL.test(name));
}

describe("field casing", () => {
  const doc = buildOpenApi(API_ROUTES) as unknown as {
    paths: Record<string, Record<string, unknown>>;
    components: { schemas: Record<string, unknown> };
  };
  const found: [string, string][] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const [method, operation] of Object.entries(item))
      propertyNames(operation, `${method.toUpperCase()} ${path}`, found);
  for (const [id, schema] of Object.entries(doc.components.schemas)) propertyNames(schema, `components/${id}`, found);

  it("names every property camelCase unless SPEC spells it otherwise", () => {
    const off = found.filter(([name, where]) => offCase(name, where)).map(([name, where]) => `${name} (${where})`);
    expect([...new Set(off)]).toEqual([]);
  });

  it("keeps the not-yet-renamed list honest: each name on it is still in the document", () => {
    const names = new Set(found.map(([name]) => name));
    expect([...NOT_YET_RENAMED].filter((n) => !names.has(n))).toEqual([]);
  });

  it("fails on a Sprout-invented snake_case field", () => {
    expect(offCase("more_problems", "components/RosterImportView")).toBe(true);
    expect(offCase("moreProblems", "components/RosterImportView")).toBe(false);
    expect(offCase("SyncStatus", "components/ClassView")).toBe(true);
  });
});
