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

/**
 * The classes the actor may `need`. An archived class (its owner deleted it, docs/decisions/185) is in no list,
 * roster, figure or look-up: only `findArchivedClassOrThrow` below reaches it.
 */
export function classesVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.ClassWhereInput {
  return {
    archivedAt: null,
    ...anyOf(
      relationsFor("class", need).map((r) => classRelation(actor, r)),
      { id: { in: [] } },
    ),
  };
}

/** The actor's archived classes: the owner's alone ("delete" relations), whatever their age. */
export function archivedClassesOf(actor: AccessActor): Prisma.ClassWhereInput {
  return {
    archivedAt: { not: null },
    ...anyOf(
      relationsFor("class", "delete").map((r) => classRelation(actor, r)),
      { id: { in: [] } },
    ),
  };
}

/** An archived class its owner may restore or erase; anyone else (and a live class) gets 404. */
export async function findArchivedClassOrThrow(actor: AccessActor, id: string) {
  const found = await prisma.class.findFirst({ where: { id, ...archivedClassesOf(actor) } });
  if (!found) throw notFound("Class not found.");
  return found;
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

/**
 * A class whose children's work (live tiles, programs, notes, term report) the actor may see: its owner and
 * co-teachers only (ACCESS.classWork). Anyone else, an organizer of its school included, gets 404.
 */
export async function findTaughtClassOrThrow(actor: AccessActor, id: string) {
  const found = await prisma.class.findFirst({
    where: {
      id,
      archivedAt: null,
      ...anyOf(
        relationsFor("classWork", "read").map((r) => classRelation(actor, r)),
        { id: { in: [] } },
      ),
    },
  });
  if (!found) throw notFound("Class not found.");
  return found;
}
