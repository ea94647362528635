// Teachers' comments on a student: read by every teacher of the class, changed only by their author.
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { studentsVisibleTo } from "./students";
import { anyOf, isTeacher, relationsFor, type AccessActor, type Need, type Relation } from "./table";

function commentRelation(actor: AccessActor, relation: Relation): Prisma.StudentCommentWhereInput | null {
  if (!isTeacher(actor)) return null;
  switch (relation) {
    case "owner":
      return { student: { class: { ownerId: actor.id } } };
    case "coTeacher":
      return { student: { class: { coTeachers: { some: { teacherId: actor.id } } } } };
    case "author":
      // An author who left the class no longer reaches the student: authorship alone is not enough.
      return { authorId: actor.id, student: studentsVisibleTo(actor, "read") };
    default:
      return null;
  }
}

export function commentsVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.StudentCommentWhereInput {
  return anyOf(
    relationsFor("comment", need).map((r) => commentRelation(actor, r)),
    { id: { in: [] } },
  );
}

export async function findCommentOrThrow<S extends Prisma.StudentCommentSelect>(
  actor: AccessActor,
  id: string,
  need: Need,
  select: S,
) {
  const found = await prisma.studentComment.findFirst({ where: { id, ...commentsVisibleTo(actor, need) }, select });
  if (found) return found;
  if (need !== "read" && (await prisma.studentComment.count({ where: { id, ...commentsVisibleTo(actor, "read") } }))) {
    throw new AppError("forbidden", "Only the teacher who wrote a comment can change or delete it.");
  }
  throw notFound("Comment not found.");
}
