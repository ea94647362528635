// Classes: who may read, write or delete one (lib/access/table.ts), as where-filters and a look-up.
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

function classRelation(actor: AccessActor, relation: Relation): Prisma.ClassWhereInput | null {
  switch (relation) {
    case "owner":
      return isTeacher(actor) ? { ownerId: actor.id } : null;
    case "coTeacher":
      return isTeacher(actor) ? { coTeachers: { some: { teacherId: actor.id } } } : null;
    case "organizer":
      return isOrganizer(actor) ? { organization: organizedBy(actor) } : null;
    default:
      return null;
  }
}

export function classesVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.ClassWhereInput {
  return anyOf(
    relationsFor("class", need).map((r) => classRelation(actor, r)),
    { id: { in: [] } },
  );
}

const DENIED: Record<Exclude<Need, "read">, string> = {
  write: "Only the class's teachers can change it.",
  delete: "Only the teacher who owns the class can delete it or its students.",
};

/**
 * The class if the actor may `need` it. A class the actor cannot even read answers 404 like a missing one; a
 * class they read but may not change (a co-teacher deleting) answers 403 with the reason.
 */
export async function findClassOrThrow<I extends Prisma.ClassInclude = Record<string, never>>(
  actor: AccessActor,
  id: string,
  need: Need = "read",
  include?: I,
): Promise<Prisma.ClassGetPayload<{ include: I }>> {
  const found = await prisma.class.findFirst({
    where: { id, ...classesVisibleTo(actor, need) },
    ...(include ? { include } : {}),
  });
  if (found) return found as Prisma.ClassGetPayload<{ include: I }>;
  if (need !== "read" && (await prisma.class.count({ where: { id, ...classesVisibleTo(actor, "read") } }))) {
    throw new AppError("forbidden", DENIED[need]);
  }
  throw notFound("Class not found.");
}
