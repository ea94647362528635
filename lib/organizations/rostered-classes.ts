// The classes a OneRoster import made wait for their teachers (docs/decisions/241): the organizer who imported
// holds them until a rostered teacher joins. Joining (an invitation accepted, or a sign-up from its link) links
// the teacher's roster rows by their address; then each rostered class whose owner is not one of its rostered
// teachers passes to the first who joined, and the class's other joined teachers become co-teachers.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Links `userId`'s waiting roster rows in the organization (matched by their address) to the account. */
export async function linkRosterTeacher(tx: Prisma.TransactionClient, organizationId: string, userId: string) {
  const user = await tx.user.findUnique({ where: { id: userId }, select: { email: true } });
  if (!user?.email) return;
  const linked = await tx.rosterPerson.updateMany({
    where: { organizationId, role: "teacher", userId: null, email: user.email.toLowerCase() },
    data: { userId },
  });
  if (linked.count) await settleRosteredClasses(tx, organizationId);
}

/** Owner and co-teachers of every rostered class of the organization, from its joined rostered teachers. */
export async function settleRosteredClasses(tx: Prisma.TransactionClient, organizationId: string) {
  const pairs = await tx.rosterClassTeacher.findMany({
    where: { class: { organizationId, archivedAt: null }, person: { userId: { not: null } } },
    select: {
      classId: true,
      class: { select: { ownerId: true } },
      person: { select: { userId: true, createdAt: true } },
    },
    orderBy: [{ person: { createdAt: "asc" } }, { personId: "asc" }],
  });
  const byClass = new Map<string, { ownerId: string; teachers: string[] }>();
  for (const p of pairs) {
    const entry = byClass.get(p.classId) ?? { ownerId: p.class.ownerId, teachers: [] };
    entry.teachers.push(p.person.userId!);
    byClass.set(p.classId, entry);
  }
  const coTeachers: { classId: string; teacherId: string }[] = [];
  for (const [classId, { ownerId, teachers }] of byClass) {
    let owner = ownerId;
    if (!teachers.includes(ownerId)) {
      owner = teachers[0];
      await tx.class.update({ where: { id: classId }, data: { ownerId: owner } });
      await tx.classTeacher.deleteMany({ where: { classId, teacherId: owner } });
    }
    for (const t of teachers) if (t !== owner) coTeachers.push({ classId, teacherId: t });
  }
  if (coTeachers.length) await tx.classTeacher.createMany({ data: coTeachers, skipDuplicates: true });
}
