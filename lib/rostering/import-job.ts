// The OneRoster import job (docs/decisions/241, 258): the new students' accounts are prepared with the progress
// bar, the roster is applied in one transaction (./apply.ts), then the teachers' invitations are mailed.
// Claim, heartbeat, retry and failure are lib/jobs/runner.ts'.
import { prisma } from "@/lib/db/client";
import { defineJob } from "@/lib/jobs/runner";
import { isUniqueViolation, prepareStudents } from "@/lib/students/accounts";
import { mailInvitations } from "@/lib/organizations/invitations";
import { displayName } from "@/lib/vocabulary";
import { applyRosterImport, CHANGED, ChangedMeanwhile, newStudentRows, ROSTER_ROLE } from "./apply";
import { heldRoster, planRoster } from "./plan";
import { isDistrictRoster } from "./district";
import { runDistrictImport } from "./district-apply";
import type { Roster } from "./roster";

export const rosterImportJob = defineJob({
  name: "oneroster-import",
  model: "rosterImport",
  cleared: { roster: {} },
  load: (id) => prisma.rosterImport.findUnique({ where: { id } }),
  async work(job, io) {
    const roster = job.roster as unknown as Roster;
    // Committed before a process stopped: only the mail's bookkeeping was left.
    if (!Array.isArray(roster.people)) return;
    // A district file: one organization per school (issue 42).
    if (isDistrictRoster(roster)) return runDistrictImport(job, roster, (done, of) => io.progress(done, of));
    const first = planRoster(roster, await heldRoster(prisma, job.organizationId));
    const rows = await newStudentRows(first.students.create);
    const preparedList = await prepareStudents(rows, (done) => io.progress(done, rows.length));
    const prepared = new Map(first.students.create.map((p, i) => [p.sourceId, preparedList[i]]));
    const invitations = await applyRosterImport(job, roster, prepared);
    const [org, inviter] = await Promise.all([
      prisma.organization.findUnique({ where: { id: job.organizationId }, select: { name: true } }),
      prisma.user.findUnique({
        where: { id: job.createdById },
        select: { firstname: true, lastname: true, username: true },
      }),
    ]);
    await mailInvitations(
      org?.name ?? "your school",
      ROSTER_ROLE,
      inviter ? displayName(inviter) : "Your school",
      invitations,
    );
  },
  knownFailure: (error) => (error instanceof ChangedMeanwhile || isUniqueViolation(error) ? CHANGED : undefined),
});

/** Runs one import to its end (the benchmark calls it directly). */
export function runRosterImport(id: string): Promise<void> {
  return rosterImportJob.run(id);
}

/** After the job's row committed: wake the job runner (which would also find the row by itself). */
export function deliverRosterImport(id: string): Promise<void> {
  return rosterImportJob.enqueue(id);
}
