// OneRoster for organizers (issue 26; docs/decisions/240-243): upload a SIS's zip, see what it would do (counts
// per kind and every problem by file, row and column), then import it all or nothing as a job; and the
// organization's OneRoster zip for leaving. Organizers of the organization only (findOrganizationOrThrow "write":
// a teacher member 403, an outsider 404).
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { notFound, validationError } from "@/lib/http/errors";
import { spendFileBudget } from "@/lib/http/limits";
import { runOffThread } from "@/lib/jobs/pool";
import { serializeRosterImport, type RosterImportView } from "./apply";
import { deliverRosterImport } from "./import-job";
import { MAX_PROBLEMS, readZipUpload, type Problem } from "./files";
import "./off-thread";
import { heldRoster } from "./plan";
import { heldSchools } from "./district-apply";
import { isDistrictRoster } from "./district";
import { describeProblem, type RosterPreview, type RosterProblem } from "./preview";
import type { Roster } from "./roster";

export type { RosterPreview, RosterProblem };
export { describeProblem };

export const DISTRICT_IN_SCHOOL =
  "This organization is a school of a district, and this file holds several schools: import it into the district's organization.";

export const DISTRICT_OVER_SCHOOL =
  "This organization already holds one school's OneRoster import, and this file holds several schools: each school would become a new organization beside the classes here. Import the district's file from an organization for the district, or keep importing this school's own file.";

/** The problems as the 400 the error modal lists: one line each, keyed "users.csv row 12.email". */
export function refuse(problems: Problem[], count: number): never {
  const fieldErrors: Record<string, string[]> = {};
  for (const p of problems.slice(0, MAX_PROBLEMS))
    (fieldErrors[p.row ? `${p.file} row ${p.row}${p.column ? `.${p.column}` : ""}` : p.file] ??= []).push(
      describeProblem(p),
    );
  if (count > MAX_PROBLEMS)
    fieldErrors.file = [`…and ${(count - MAX_PROBLEMS).toLocaleString("en-US")} more problems.`];
  throw validationError(fieldErrors);
}

/**
 * POST /organization/{id}/oneroster: with `dryRun` the preview (writes nothing); else, when the file has no
 * problem, the import job (202), which the caller watches; a file with a problem is the 400 listing them.
 */
export async function uploadRoster(
  actor: Actor,
  organizationId: string,
  input: { file: unknown; dryRun?: boolean; applyRemovals?: boolean },
): Promise<RosterPreview | RosterImportView> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  await spendFileBudget(actor.id, org.id, Boolean(input.dryRun));
  const zip = await readZipUpload(input.file);
  // Unzip, parse, check and plan in a worker thread (issue 41): the request thread only reads the database.
  const held = await heldRoster(prisma, org.id);
  const schools = await heldSchools(prisma, org.id);
  const r = await runOffThread("rostering.read", { zip, held, schools, dryRun: Boolean(input.dryRun) });
  // A district's schools are organizations under it; a school's own file of several schools would nest them.
  const isDistrictFile =
    r.kind === "preview" ? r.preview.schools.length > 0 : r.kind === "import" && isDistrictRoster(r.roster);
  if (isDistrictFile && org.districtId) throw validationError({ file: [DISTRICT_IN_SCHOOL] });
  // A school that imported its own file would keep those classes beside the new schools' (issue 42): refused.
  if (isDistrictFile && (held.people.length > 0 || held.classes.length > 0))
    throw validationError({ file: [DISTRICT_OVER_SCHOOL] });
  if (r.kind === "preview") return r.preview;
  if (r.kind === "refused") refuse(r.problems, r.count);
  const job = await prisma.rosterImport.create({
    data: {
      organizationId: org.id,
      createdById: actor.id,
      applyRemovals: Boolean(input.applyRemovals),
      total: Math.max(1, r.newStudents),
      roster: r.roster as unknown as object,
      createdAt: now(),
    },
  });
  await deliverRosterImport(job.id);
  return serializeRosterImport(job);
}

export function rosterUploadStatus(result: RosterPreview | RosterImportView): number {
  return "valid" in result ? 200 : 202;
}

/** GET /organization/{id}/oneroster/{importId}: the job's progress, then its summary or its message. */
export async function getRosterImport(actor: Actor, organizationId: string, importId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const job = await prisma.rosterImport.findFirst({ where: { id: importId, organizationId: org.id } });
  if (!job) throw notFound("Import not found.");
  return serializeRosterImport(job);
}

export type { Roster };
