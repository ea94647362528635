// People's accounts: a user reads and changes their own; an organizer reads the accounts of the members of the
// organizations they organize (membership on both sides, docs/decisions/161).
// A teacher reaches a student's account through the student record (lib/access/students.ts), never directly.
import type { Prisma } from "@/lib/generated/prisma/client";
import { anyOf, isOrganizer, organizedBy, relationsFor, type AccessActor, type Need, type Relation } from "./table";

function userRelation(actor: AccessActor, relation: Relation): Prisma.UserWhereInput | null {
  switch (relation) {
    case "self":
      return { id: actor.id };
    case "organizer":
      return isOrganizer(actor) ? { memberships: { some: { organization: organizedBy(actor) } } } : null;
    default:
      return null;
  }
}

export function usersVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.UserWhereInput {
  return anyOf(
    relationsFor("user", need).map((r) => userRelation(actor, r)),
    { id: { in: [] } },
  );
}
