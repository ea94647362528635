// The administrator's people file for organizers (issue 42; ./admin-csv.ts reads it): the same check → import →
// progress bar as a OneRoster zip (./service.ts). The file becomes the same Roster and runs the same plan and import
// job (roster_import.source "csv"); it adds and updates and never removes (no one is "no longer in the file":
// it need not list everyone). Organizers of the organization only (a teacher member 403, an outsider 404).
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { readCsvUpload } from "@/lib/csv/student-rows";
import { spendFileBudget } from "@/lib/http/limits";
import { runOffThread } from "@/lib/jobs/pool";
import { serializeRosterImport, type RosterImportView } from "./apply";
import { studentSource, type PeopleCsv } from "./admin-csv";
import "./admin-csv-off-thread";
import type { Problem } from "./files";
import { deliverRosterImport } from "./import-job";
import { heldRoster, planRoster, type Held } from "./plan";
import { previewOf, type RosterPreview } from "./preview";
import { rosterUploadSchema } from "./schemas";
import { refuse } from "./service";

/** POST /organization/{id}/people-csv: the CSV; `dryRun` checks it (writes nothing). */
export const peopleCsvUploadSchema = rosterUploadSchema.pick({ file: true, dryRun: true });

/** The name the problems give the file: the upload's own, without anything a line of text cannot show. */
function fileLabel(file: unknown): string {
  const name = file instanceof File ? file.name.replace(/[\p{Cc}\p{Cf}]/gu, "").slice(0, 80) : "";
  return name || "people.csv";
}

/** A username the file gives a student that another account holds (the same student's account is theirs). */
async function takenUsernames(read: PeopleCsv, held: Held, file: string): Promise<Problem[]> {
  if (!read.usernames.length) return [];
  const users = await prisma.user.findMany({
    where: { username: { in: read.usernames.map((u) => u.username) } },
    select: { id: true, username: true },
  });
  const own = new Map(held.people.map((p) => [p.sourceId, p.userId]));
  const taken = new Set(users.filter((u) => own.get(studentSource(u.username)) !== u.id).map((u) => u.username));
  return read.usernames
    .filter((u) => taken.has(u.username))
    .map((u) => ({
      file,
      row: u.line,
      column: "username",
      message: `"${u.username}" is already taken by another account.`,
    }));
}

/**
 * With `dryRun` the preview (counts, every problem by line and column, notes); else, when the file has no problem,
 * the import job (202) watched at /organization/{id}/oneroster/{importId}; a file with a problem is the 400.
 */
export async function uploadPeopleCsv(
  actor: Actor,
  organizationId: string,
  input: { file: unknown; dryRun?: boolean },
): Promise<RosterPreview | RosterImportView> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  await spendFileBudget(actor.id, org.id, Boolean(input.dryRun));
  const text = await readCsvUpload(input.file);
  const file = fileLabel(input.file);
  const read = await runOffThread("rostering.readPeopleCsv", { text, file });
  const held = await heldRoster(prisma, org.id);
  const problems = [...read.problems, ...(await takenUsernames(read, held, file))].sort((a, b) => a.row - b.row);
  // The plan is a few maps over the roster: it runs here, after the database's answer about usernames.
  const plan = planRoster(read.roster, held);
  if (input.dryRun) {
    const preview = previewOf(plan, problems, read.notes);
    // Nothing is removed: what the organization holds and the file does not name is left as it is.
    for (const c of Object.values(preview.counts)) {
      c.leave += c.remove;
      c.remove = 0;
    }
    return { ...preview, removals: [] };
  }
  if (problems.length) refuse(problems, problems.length);
  const job = await prisma.rosterImport.create({
    data: {
      organizationId: org.id,
      createdById: actor.id,
      source: "csv",
      applyRemovals: false,
      total: Math.max(1, plan.students.create.length),
      roster: read.roster as unknown as object,
      createdAt: now(),
    },
  });
  await deliverRosterImport(job.id);
  return serializeRosterImport(job);
}
