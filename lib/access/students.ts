// Students (a student account's place in a class): who may read, write or delete one (lib/access/table.ts).
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import {
  anyOf,
  isOrganizer,
  isTeacher,
  organizedBy,
  relationsFor,
  type AccessActor,
  type Need,
  type Relation,
} from "./table";

function studentRelation(actor: AccessActor, relation: Relation): Prisma.StudentWhereInput | null {
  switch (relation) {
    case "owner":
      return isTeacher(actor) ? { class: { ownerId: actor.id } } : null;
    case "coTeacher":
      return isTeacher(actor) ? { class: { coTeachers: { some: { teacherId: actor.id } } } } : null;
    case "parent":
      return actor.roles.includes("parent") ? { user: { parents: { some: { parentId: actor.id } } } } : null;
    case "self":
      return actor.roles.includes("student") ? { userId: actor.id } : null;
    case "organizer":
      return isOrganizer(actor) ? { class: { organization: organizedBy(actor) } } : null;
    default:
      return null;
  }
}

/** The students the actor may `need`; a student of an archived class is nobody's (docs/decisions/185). */
export function studentsVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.StudentWhereInput {
  return {
    NOT: IN_ARCHIVED_CLASS,
    ...anyOf(
      relationsFor("student", need).map((r) => studentRelation(actor, r)),
      { id: { in: [] } },
    ),
  };
}

/** A class place whose class is archived (a child with no class is never in one). */
export const IN_ARCHIVED_CLASS = { class: { is: { archivedAt: { not: null } } } } satisfies Prisma.StudentWhereInput;

/** The student `id` (in `classId` when given) if the actor may `need` it; 404 when unseen, 403 when only read. */
export async function findStudentOrThrow<I extends Prisma.StudentInclude = Record<string, never>>(
  actor: AccessActor,
  where: { id: string; classId?: string },
  need: Need = "read",
  include?: I,
): Promise<Prisma.StudentGetPayload<{ include: I }>> {
  const base: Prisma.StudentWhereInput = { id: where.id, ...(where.classId ? { classId: where.classId } : {}) };
  const found = await prisma.student.findFirst({
    where: { ...base, ...studentsVisibleTo(actor, need) },
    ...(include ? { include } : {}),
  });
  if (found) return found as Prisma.StudentGetPayload<{ include: I }>;
  if (need !== "read" && (await prisma.student.count({ where: { ...base, ...studentsVisibleTo(actor, "read") } }))) {
    throw new AppError(
      "forbidden",
      need === "delete"
        ? "Only the teacher who owns the class can delete its students."
        : "Only the class's teachers can change this student.",
    );
  }
  throw notFound("Student not found.");
}
