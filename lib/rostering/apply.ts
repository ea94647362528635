// A confirmed OneRoster import, run as a job (docs/decisions/241) through the classroom import's own steps:
// the new students' passwords and cards are prepared outside any transaction with the job's progress bar
// (prepareStudents), then everything goes in in ONE transaction (insertStudents per class, the classes, the
// roster rows, the teachers' invitations) or nothing does. The invitations are mailed after it commits.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { log } from "@/lib/http/log";
import { uniqueUsernames } from "@/lib/auth/usernames";
import { enqueue, runJob, startWorker, type JobWorker } from "@/lib/jobs/queue";
import { insertStudents, isUniqueViolation, prepareStudents, type PreparedStudent } from "@/lib/students/accounts";
import { isDatabaseFault, STALE_AFTER_MS, HEARTBEAT_MS, MAX_ATTEMPTS, FAULT_MESSAGE } from "@/lib/students/import";
import { createInvitationsIn, mailInvitations } from "@/lib/organizations/invitations";
import { settleRosteredClasses } from "@/lib/organizations/rostered-classes";
import { displayName } from "@/lib/vocabulary";
import { countsOf, heldRoster, planRoster, type Counts, type Plan } from "./plan";
import type { Roster, RosterPerson } from "./roster";

/** The role rostered teachers are invited with (made when the organization has none of that name). */
export const ROSTER_ROLE = "Teacher";
const CHANGED =
  "The organization's roster changed while this import waited (another import ran). Nothing was imported; upload the file again.";
const INTERNAL = "The import stopped because of an error on our side. Nothing was imported; please try again.";

export type RosterImportView = {
  id: string;
  organization: string;
  status: "queued" | "running" | "succeeded" | "failed";
  total: number;
  processed: number;
  applyRemovals: boolean;
  summary: Counts | null;
  invited: number;
  errors: string[];
  createdAt: string;
  finishedAt: string | null;
};

type Row = Awaited<ReturnType<typeof prisma.rosterImport.findUniqueOrThrow>>;
export function serializeRosterImport(j: Row): RosterImportView {
  const summary = (j.summary ?? null) as { counts: Counts; invited: number } | null;
  return {
    id: j.id,
    organization: j.organizationId,
    status: j.status as RosterImportView["status"],
    total: j.total,
    processed: j.processed,
    applyRemovals: j.applyRemovals,
    summary: summary?.counts ?? null,
    invited: summary?.invited ?? 0,
    errors: Array.isArray(j.errors) ? (j.errors as string[]) : [],
    createdAt: j.createdAt.toISOString(),
    finishedAt: j.finishedAt?.toISOString() ?? null,
  };
}

class ChangedMeanwhile extends Error {}
class JobGone extends Error {}

/** The new students of a plan as the classroom import's rows: names, the school's number, a fresh username. */
async function newStudentRows(people: RosterPerson[]) {
  const names = await uniqueUsernames(
    people.map((p) => ({ firstName: p.givenName, lastName: p.familyName })),
    new Set(),
  );
  return people.map((p, i) => ({
    externalId: p.identifier || p.sourceId.slice(0, 50),
    email: null,
    firstName: p.givenName,
    lastName: p.familyName,
    username: names[i],
    dob: null,
  }));
}

/**
 * Applies `plan` inside `tx`: classes, teachers (linked when already members, else invited), students (the
 * prepared accounts), teacher enrollments, updates; removals only when the organizer chose to apply them.
 */
async function applyPlan(
  tx: Prisma.TransactionClient,
  job: { organizationId: string; createdById: string; applyRemovals: boolean },
  roster: Roster,
  plan: Plan,
  prepared: Map<string, PreparedStudent>,
) {
  const org = job.organizationId;
  const at = now();
  // Classes: new ones held by the importing organizer until a rostered teacher joins; changed ones updated.
  const newClasses = plan.classes.create.map((c) => ({ ...c, id: randomUUID() }));
  if (newClasses.length)
    await tx.class.createMany({
      data: newClasses.map((c) => ({
        id: c.id,
        className: c.title,
        grade: c.grade,
        subject: c.subject,
        organizationId: org,
        ownerId: job.createdById,
        sourceId: c.sourceId,
        createdAt: at,
      })),
    });
  for (const { next, held } of plan.classes.update)
    await tx.class.update({
      where: { id: held.id },
      data: { className: next.title, grade: next.grade, subject: next.subject, archivedAt: null },
    });
  const classId = new Map<string, string>([
    ...plan.classes.leave.map((c) => [c.sourceId, c.id] as const),
    ...plan.classes.update.map((u) => [u.held.sourceId, u.held.id] as const),
    ...newClasses.map((c) => [c.sourceId, c.id] as const),
  ]);

  // Teachers: a roster row each; an address of a member is linked at once, the others are invited.
  const newTeachers = plan.teachers.create.map((p) => ({ ...p, id: randomUUID() }));
  const emails = [...newTeachers, ...plan.teachers.update.map((u) => u.next)].map((t) => t.email);
  const members = await tx.organizationMember.findMany({
    where: { organizationId: org, user: { email: { in: emails } } },
    select: { userId: true, user: { select: { email: true } } },
  });
  const memberByEmail = new Map(members.map((m) => [m.user.email!, m.userId]));
  if (newTeachers.length)
    await tx.rosterPerson.createMany({
      data: newTeachers.map((t) => ({
        id: t.id,
        organizationId: org,
        sourceId: t.sourceId,
        role: "teacher",
        email: t.email,
        givenName: t.givenName,
        familyName: t.familyName,
        userId: memberByEmail.get(t.email) ?? null,
      })),
    });
  const toInvite = newTeachers.filter((t) => !memberByEmail.has(t.email)).map((t) => t.email);
  for (const { next, held } of plan.teachers.update) {
    const moved = next.email !== held.email && !held.userId;
    await tx.rosterPerson.update({
      where: { id: held.id },
      data: {
        givenName: next.givenName,
        familyName: next.familyName,
        email: next.email,
        ...(moved && { userId: memberByEmail.get(next.email) ?? null }),
      },
    });
    if (moved && !memberByEmail.has(next.email)) toInvite.push(next.email);
  }
  let role = await tx.organizationRole.findFirst({ where: { organizationId: org, name: ROSTER_ROLE } });
  if (toInvite.length && !role)
    role = await tx.organizationRole.create({
      data: { organizationId: org, name: ROSTER_ROLE, kind: "teacher", description: "Teachers from OneRoster files" },
    });
  const invitations = role
    ? await createInvitationsIn(tx, {
        organizationId: org,
        roleId: role.id,
        invitedById: job.createdById,
        emails: toInvite,
      })
    : [];

  // Students: the prepared accounts go in class by class through the classroom import's bulk insert.
  const byClass = new Map<string, PreparedStudent[]>();
  for (const p of plan.students.create) {
    const c = classId.get(roster.placement[p.sourceId])!;
    const list = byClass.get(c) ?? [];
    list.push(prepared.get(p.sourceId)!);
    byClass.set(c, list);
  }
  for (const [c, list] of byClass) await insertStudents(tx, c, list);
  if (plan.students.create.length)
    await tx.rosterPerson.createMany({
      data: plan.students.create.map((p) => ({
        organizationId: org,
        sourceId: p.sourceId,
        role: "student",
        givenName: p.givenName,
        familyName: p.familyName,
        userId: prepared.get(p.sourceId)!.userId,
      })),
    });
  for (const { next, held } of plan.students.update) {
    await tx.rosterPerson.update({
      where: { id: held.id },
      data: { givenName: next.givenName, familyName: next.familyName },
    });
    if (!held.userId) continue;
    await tx.user.update({
      where: { id: held.userId },
      data: { firstname: next.givenName, lastname: next.familyName },
    });
    await tx.student.updateMany({
      where: { userId: held.userId },
      data: { classId: classId.get(roster.placement[next.sourceId])! },
    });
  }

  // Teacher enrollments: the pairs the file names; removed pairs go only with the removals.
  const personId = new Map<string, string>([
    ...[...plan.teachers.leave, ...plan.teachers.update.map((u) => u.held)].map((p) => [p.sourceId, p.id] as const),
    ...newTeachers.map((t) => [t.sourceId, t.id] as const),
  ]);
  await tx.rosterClassTeacher.createMany({
    data: roster.teaching.map(([c, p]) => ({ classId: classId.get(c)!, personId: personId.get(p)! })),
    skipDuplicates: true,
  });

  if (job.applyRemovals) {
    for (const t of plan.teachingRemoved) {
      await tx.rosterClassTeacher.delete({ where: { classId_personId: t } });
      const person = plan.teachers.leave
        .concat(
          plan.teachers.update.map((u) => u.held),
          plan.teachers.remove,
        )
        .find((p) => p.id === t.personId);
      if (person?.userId) await tx.classTeacher.deleteMany({ where: { classId: t.classId, teacherId: person.userId } });
    }
    // Students who left: their accounts go (their class's teachers saw them listed in the preview).
    const gone = plan.students.remove.flatMap((s) => (s.userId ? [s.userId] : []));
    if (gone.length) await tx.user.deleteMany({ where: { id: { in: gone }, isStudent: true } });
    await tx.rosterPerson.deleteMany({ where: { id: { in: plan.students.remove.map((s) => s.id) } } });
    // Teachers who left: their roster rows and waiting invitations; an account and membership stay theirs.
    const leaving = plan.teachers.remove;
    if (leaving.length) {
      await tx.organizationInvitation.deleteMany({
        where: { organizationId: org, status: "pending", email: { in: leaving.map((t) => t.email) } },
      });
      await tx.rosterPerson.deleteMany({ where: { id: { in: leaving.map((t) => t.id) } } });
    }
    // Classes that left: archived, so their owner may still restore them for 30 days (docs/decisions/185).
    const closed = plan.classes.remove.filter((c) => !c.archived).map((c) => c.id);
    if (closed.length) await tx.class.updateMany({ where: { id: { in: closed } }, data: { archivedAt: at } });
  }
  await settleRosteredClasses(tx, org);
  return invitations;
}

// ---------------------------------------------------------------- the job

const stale = () => new Date(now().getTime() - STALE_AFTER_MS);
const lost = (): Prisma.RosterImportWhereInput => ({
  OR: [
    { status: "queued", createdAt: { lt: new Date(now().getTime() - HEARTBEAT_MS * 2) } },
    { status: "running", OR: [{ heartbeatAt: { lt: stale() } }, { heartbeatAt: null, startedAt: { lt: stale() } }] },
  ],
});

async function claim(id: string) {
  const claimed = await prisma.rosterImport.updateMany({
    where: { id, OR: [{ status: "queued" }, { status: "running", heartbeatAt: { lt: stale() } }] },
    data: { status: "running", startedAt: now(), heartbeatAt: now(), processed: 0, attempts: { increment: 1 } },
  });
  return claimed.count === 1;
}

/** Runs one import to its end; idempotent (a job claimed, finished or deleted is left alone). */
export async function runRosterImport(id: string): Promise<void> {
  if (!(await claim(id))) return;
  const job = await prisma.rosterImport.findUnique({ where: { id } });
  if (!job) return;
  const roster = job.roster as unknown as Roster;
  if (!Array.isArray(roster.people)) {
    // Committed before the process stopped, only the mail's bookkeeping was left.
    await prisma.rosterImport.update({ where: { id }, data: { status: "succeeded", finishedAt: now() } });
    return;
  }
  const heartbeat = setInterval(() => {
    prisma.rosterImport
      .updateMany({ where: { id, status: "running" }, data: { heartbeatAt: now() } })
      .catch((error) => log.warn("roster import heartbeat not written", { id, error: String(error) }));
  }, HEARTBEAT_MS);
  heartbeat.unref();
  try {
    const first = planRoster(roster, await heldRoster(prisma, job.organizationId));
    const rows = await newStudentRows(first.students.create);
    let lastWrite = 0;
    const preparedList = await prepareStudents(rows, async (done) => {
      if (Date.now() - lastWrite > 250 || done === rows.length) {
        lastWrite = Date.now();
        const still = await prisma.rosterImport.updateMany({
          where: { id, status: "running" },
          data: { processed: Math.max(0, done - 1), heartbeatAt: now() },
        });
        if (still.count === 0) throw new JobGone();
      }
    });
    const prepared = new Map(first.students.create.map((p, i) => [p.sourceId, preparedList[i]]));
    const invitations = await prisma.$transaction(
      async (tx) => {
        // Serialises imports of one organization; the plan is read again under the lock.
        await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`roster:${job.organizationId}`}))`;
        const plan = planRoster(roster, await heldRoster(tx, job.organizationId));
        if (plan.students.create.some((p) => !prepared.has(p.sourceId))) throw new ChangedMeanwhile();
        const invitations = await applyPlan(tx, job, roster, plan, prepared);
        const counts = countsOf(plan);
        if (!job.applyRemovals)
          for (const k of ["teachers", "students", "classes", "enrollments"] as const) {
            counts[k].leave += counts[k].remove;
            counts[k].remove = 0;
          }
        // Done but for the mail: the job reads "succeeded" once the invitations are on their way.
        await tx.rosterImport.update({
          where: { id },
          data: { processed: job.total, roster: {}, summary: { counts, invited: invitations.length } },
        });
        return invitations;
      },
      { timeout: 180_000, maxWait: 30_000 },
    );
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
    await prisma.rosterImport.updateMany({ where: { id }, data: { status: "succeeded", finishedAt: now() } });
  } catch (error) {
    if (error instanceof JobGone) return;
    if (isDatabaseFault(error) && job.attempts < MAX_ATTEMPTS) {
      log.warn("roster import interrupted by a database fault; retrying", { id, error: String(error) });
      await prisma.rosterImport
        .updateMany({ where: { id, status: "running" }, data: { status: "queued", processed: 0 } })
        .catch(() => undefined);
      setTimeout(() => void runJob(rosterWorker, id), 2_000).unref();
      return;
    }
    const message =
      error instanceof ChangedMeanwhile || isUniqueViolation(error)
        ? CHANGED
        : isDatabaseFault(error)
          ? FAULT_MESSAGE
          : INTERNAL;
    if (!(error instanceof ChangedMeanwhile) && !isUniqueViolation(error))
      log.error("roster import failed", { id, error: error instanceof Error ? error.stack : String(error) });
    await prisma.rosterImport
      .updateMany({ where: { id }, data: { status: "failed", errors: [message], finishedAt: now(), roster: {} } })
      .catch((e) => log.error("roster import not marked failed", { id, error: String(e) }));
  } finally {
    clearInterval(heartbeat);
  }
}

async function sweepRosterImports() {
  const jobs = await prisma.rosterImport.findMany({ where: lost(), select: { id: true, attempts: true } });
  for (const j of jobs) {
    if (j.attempts >= MAX_ATTEMPTS)
      await prisma.rosterImport.updateMany({
        where: { id: j.id, ...lost() },
        data: { status: "failed", errors: [FAULT_MESSAGE], finishedAt: now(), roster: {} },
      });
    else void runJob(rosterWorker, j.id);
  }
}

const rosterWorker: JobWorker = { queue: "oneroster-import", run: runRosterImport, sweep: sweepRosterImports };

export function startRosterWorker(): Promise<void> {
  return startWorker(rosterWorker);
}

export function deliverRosterImport(id: string): Promise<void> {
  return enqueue(rosterWorker, id);
}
