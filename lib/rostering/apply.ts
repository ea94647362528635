// A confirmed OneRoster import applied (docs/decisions/241, 258): the job (./import-job.ts) prepares the new
// students' passwords and cards outside any transaction with its progress bar, then everything goes in here in ONE
// transaction (the classes, the roster rows, the teachers' invitations, the students through the classroom
// import's insert with their class's default limits) or nothing does. The invitations are mailed after it commits.
import { randomUUID } from "node:crypto";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { uniqueUsernames } from "@/lib/auth/usernames";
import type { PreparedStudent } from "@/lib/students/accounts";
import { insertWithClassDefaults } from "@/lib/students/import-insert";
import { createInvitationsIn } from "@/lib/organizations/invitations";
import { settleRosteredClasses } from "@/lib/organizations/rostered-classes";
import { countsOf, heldRoster, planRoster, type Counts, type Plan } from "./plan";
import type { Roster, RosterPerson } from "./roster";
import { CSV_SOURCE } from "./admin-csv";

/** The role rostered teachers are invited with (made when the organization has none of that name). */
export const ROSTER_ROLE = "Teacher";
export const CHANGED =
  "The organization's roster changed while this import waited (another import ran). Nothing was imported; upload the file again.";

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

/** The plan read again under the lock needs students the job did not prepare: another import ran meanwhile. */
export class ChangedMeanwhile extends Error {}

/** The new students of a plan as the classroom import's rows: names, the school's number, their username or a fresh one. */
export async function newStudentRows(people: RosterPerson[]) {
  const blank = people.filter((p) => !p.username);
  const names = await uniqueUsernames(
    blank.map((p) => ({ firstName: p.givenName, lastName: p.familyName })),
    new Set(people.flatMap((p) => (p.username ? [p.username] : []))),
  );
  const made = new Map(blank.map((p, i) => [p.sourceId, names[i]]));
  return people.map((p) => ({
    // The administrator's CSV has no school number; its made-up sourcedIds are not one either.
    externalId: p.identifier || (p.sourceId.startsWith(CSV_SOURCE) ? "" : p.sourceId.slice(0, 50)),
    email: null,
    firstName: p.givenName,
    lastName: p.familyName,
    username: p.username ?? made.get(p.sourceId)!,
    dob: null,
  }));
}

/**
 * Applies `plan` inside `tx`: classes, teachers (linked when already members, else invited), students (the
 * prepared accounts), teacher enrollments, updates; removals only when the organizer chose to apply them.
 */
export async function applyPlan(
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

  // Students: the prepared accounts go in class by class through the classroom import's insert, with the class's
  // default screen time and level limits as a CSV import gives them.
  const byClass = new Map<string, PreparedStudent[]>();
  for (const p of plan.students.create) {
    const c = classId.get(roster.placement[p.sourceId])!;
    const list = byClass.get(c) ?? [];
    list.push(prepared.get(p.sourceId)!);
    byClass.set(c, list);
  }
  for (const [c, list] of byClass) await insertWithClassDefaults(tx, c, list);
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

/** Serialises the OneRoster imports of one organization until the transaction ends. */
export async function lockRoster(tx: Prisma.TransactionClient, organizationId: string) {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`roster:${organizationId}`}))`;
}

type Job = { id: string; organizationId: string; createdById: string; applyRemovals: boolean; total: number };

/**
 * Applies the roster in ONE transaction under a lock per organization, the plan read again under it; the job's row
 * keeps the summary and drops the file. Returns the invitations to mail once it has committed.
 */
export function applyRosterImport(job: Job, roster: Roster, prepared: Map<string, PreparedStudent>) {
  return prisma.$transaction(
    async (tx) => {
      // Serialises imports of one organization; the plan is read again under the lock.
      await lockRoster(tx, job.organizationId);
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
        where: { id: job.id },
        data: { processed: job.total, roster: {}, summary: { counts, invited: invitations.length } },
      });
      return invitations;
    },
    { timeout: 180_000, maxWait: 30_000 },
  );
}
