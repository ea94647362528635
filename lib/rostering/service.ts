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
import { serializeRosterImport, type RosterImportView } from "./apply";
import { deliverRosterImport } from "./import-job";
import { MAX_PROBLEMS, readRosterZip, readZipUpload, type Problem } from "./files";
import { countsOf, heldRoster, planRoster, type Counts } from "./plan";
import { buildRoster, type Note, type Roster } from "./roster";

export type RosterProblem = Problem & { text: string };
export type RosterPreview = {
  valid: boolean;
  counts: Counts;
  problems: RosterProblem[];
  /** Problems beyond the MAX_PROBLEMS listed. */
  moreProblems: number;
  notes: Note[];
  /** What the file no longer has, by name: applied only when the organizer asks (docs/decisions/242). */
  removals: { kind: "teacher" | "student" | "class"; sourceId: string; name: string }[];
};

export function describeProblem(p: Problem): string {
  const where = p.row ? `${p.file}, row ${p.row}${p.column ? `, column ${p.column}` : ""}` : p.file;
  return `${where}: ${p.message}`;
}

async function readAndPlan(organizationId: string, file: unknown) {
  const read = readRosterZip(await readZipUpload(file));
  const { roster, problems, notes } = buildRoster(read);
  const plan = planRoster(roster, await heldRoster(prisma, organizationId));
  return { roster, problems, notes, plan };
}

function previewOf(r: Awaited<ReturnType<typeof readAndPlan>>): RosterPreview {
  const { plan, problems, notes } = r;
  const name = (p: { givenName: string; familyName: string }) => `${p.givenName} ${p.familyName}`.trim();
  return {
    valid: problems.length === 0,
    counts: countsOf(plan),
    problems: problems.slice(0, MAX_PROBLEMS).map((p) => ({ ...p, text: describeProblem(p) })),
    moreProblems: Math.max(0, problems.length - MAX_PROBLEMS),
    notes: notes.slice(0, MAX_PROBLEMS),
    removals: [
      ...plan.teachers.remove.map((p) => ({ kind: "teacher" as const, sourceId: p.sourceId, name: name(p) })),
      ...plan.students.remove.map((p) => ({ kind: "student" as const, sourceId: p.sourceId, name: name(p) })),
      ...plan.classes.remove
        .filter((c) => !c.archived)
        .map((c) => ({ kind: "class" as const, sourceId: c.sourceId, name: c.className })),
    ].slice(0, MAX_PROBLEMS),
  };
}

/** The problems as the 400 the error modal lists: one line each, keyed "users.csv row 12.email". */
function refuse(problems: Problem[]): never {
  const fieldErrors: Record<string, string[]> = {};
  for (const p of problems.slice(0, MAX_PROBLEMS))
    (fieldErrors[p.row ? `${p.file} row ${p.row}${p.column ? `.${p.column}` : ""}` : p.file] ??= []).push(
      describeProblem(p),
    );
  if (problems.length > MAX_PROBLEMS)
    fieldErrors.file = [`…and ${(problems.length - MAX_PROBLEMS).toLocaleString("en-US")} more problems.`];
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
  const r = await readAndPlan(org.id, input.file);
  if (input.dryRun) return previewOf(r);
  if (r.problems.length) refuse(r.problems);
  const job = await prisma.rosterImport.create({
    data: {
      organizationId: org.id,
      createdById: actor.id,
      applyRemovals: Boolean(input.applyRemovals),
      total: Math.max(1, r.plan.students.create.length),
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
