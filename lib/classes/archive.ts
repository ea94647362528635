// Deleting a class is safe (issue 24, docs/decisions/185): DELETE archives it. An archived class is in no list,
// roster, figure, card print or card sign-in (the filter is lib/access's), its owner sees it under "Archived
// classes" and restores it within 30 days; after that the retention sweep (lib/server/retention.ts) erases it
// with its students' accounts, as a delete did before. Erasing now, students and all, needs the class's name typed.
import type { Actor } from "@/lib/auth/authenticate";
import { archivedClassesOf, findArchivedClassOrThrow, findClassOrThrow } from "@/lib/access/classes";
import type { AccessActor } from "@/lib/access/table";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError, validationError } from "@/lib/http/errors";
import { getClassOrThrow, serializeClass, type ClassView } from "./service";
import type { ArchivedClassView } from "./wire";

/** How long an archived class can be restored. */
export const RESTORE_DAYS = 30;
const RESTORE_MS = RESTORE_DAYS * 86_400_000;

const restoreUntil = (archivedAt: Date) => new Date(archivedAt.getTime() + RESTORE_MS);

/** DELETE /academics/class/{id}: the owner archives the class (co-teacher 403, anyone else 404). */
export async function archiveClass(actor: AccessActor, classId: string): Promise<void> {
  await findClassOrThrow(actor, classId, "delete");
  await prisma.class.update({ where: { id: classId }, data: { archivedAt: now() } });
}

/** GET /academics/class/archived: the owner's archived classes still inside their 30 days, newest first. */
export async function listArchivedClasses(actor: AccessActor): Promise<ArchivedClassView[]> {
  const rows = await prisma.class.findMany({
    where: { AND: [archivedClassesOf(actor), { archivedAt: { gt: new Date(now().getTime() - RESTORE_MS) } }] },
    include: { _count: { select: { students: true } } },
    orderBy: [{ archivedAt: "desc" }, { id: "asc" }],
  });
  return rows.map((c) => ({
    id: c.id,
    className: c.className,
    color: c.color,
    studentCount: c._count.students,
    archivedAt: c.archivedAt!.toISOString(),
    restoreUntil: restoreUntil(c.archivedAt!).toISOString(),
  }));
}

/** POST /academics/class/archived/{id}/restore: back in every list, within 30 days of archiving (then 409). */
export async function restoreClass(actor: Actor, classId: string): Promise<ClassView> {
  const c = await findArchivedClassOrThrow(actor, classId);
  if (restoreUntil(c.archivedAt!) <= now()) {
    throw new AppError(
      "conflict",
      `${c.className} was deleted more than ${RESTORE_DAYS} days ago and can no longer be restored.`,
    );
  }
  const { count } = await prisma.class.updateMany({
    where: { id: classId, archivedAt: c.archivedAt },
    data: { archivedAt: null },
  });
  if (!count) throw new AppError("conflict", "This class changed at the same moment; please try again.");
  return serializeClass(await getClassOrThrow(actor, classId), actor);
}

/**
 * The class and the accounts made for it, in one transaction: a student user who is nothing else (not also a
 * teacher, parent or organizer). Returns how many accounts went.
 */
export async function eraseClassRows(tx: Prisma.TransactionClient, classId: string): Promise<number> {
  const { count } = await tx.user.deleteMany({
    where: { isStudent: true, isTeacher: false, isParent: false, isOrganizer: false, studentProfile: { classId } },
  });
  await tx.class.delete({ where: { id: classId } });
  return count;
}

/**
 * POST /academics/class/{id}/erase {confirmClassName}: the owner deletes a class (live or archived) and its
 * students' accounts, attempts and progress now, for good. The class's name, typed, is the confirmation.
 */
export async function eraseClass(
  actor: AccessActor,
  classId: string,
  confirmClassName: string,
): Promise<{ id: string; deletedStudents: number; organizationId: string | null }> {
  const archived = await prisma.class.findFirst({ where: { id: classId, ...archivedClassesOf(actor) } });
  const c = archived ?? (await findClassOrThrow(actor, classId, "delete"));
  if (confirmClassName.trim() !== c.className.trim()) {
    throw validationError({ confirmClassName: [`Type the class's name, ${c.className}, to delete it for good.`] });
  }
  const deletedStudents = await prisma.$transaction((tx) => eraseClassRows(tx, classId));
  return { id: classId, deletedStudents, organizationId: c.organizationId };
}

/** The archived classes whose 30 days are over (the retention sweep erases them). */
export async function expiredArchivedClasses(limit: number) {
  return prisma.class.findMany({
    where: { archivedAt: { lte: new Date(now().getTime() - RESTORE_MS) } },
    select: { id: true, organizationId: true },
    orderBy: { archivedAt: "asc" },
    take: limit,
  });
}

export type { ArchivedClassView };
