// A OneRoster import job's progress, then what it did or why it stopped (docs/decisions/241).
import { route } from "@/lib/api/route";
import { rosterImportParams } from "@/lib/rostering/schemas";
import { getRosterImport } from "@/lib/rostering/service";
import { rosterImportViewSchema } from "@/lib/rostering/wire";

export const GET = route(
  { permission: "organizations:manage", params: rosterImportParams, response: rosterImportViewSchema },
  ({ actor, params }) => getRosterImport(actor, params.id, params.importId),
);
