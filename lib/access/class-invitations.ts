// Invitations to co-teach (lib/access/table.ts): the class's owner and the teacher the invitation names.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { anyOf, isTeacher, relationsFor, type AccessActor, type Need, type Relation } from "./table";

type InvitationActor = AccessActor & { user: Pick<User, "email" | "username"> };

/** The identifiers an invitation to this actor could carry: their email and username, lowercased. */
export function addressesOf(actor: InvitationActor): string[] {
  return [actor.user.email, actor.user.username].filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase());
}

function invitationRelation(actor: InvitationActor, relation: Relation): Prisma.ClassInvitationWhereInput | null {
  if (!isTeacher(actor)) return null;
  switch (relation) {
    case "owner":
      return { class: { ownerId: actor.id } };
    case "addressee":
      return { identifier: { in: addressesOf(actor) }, class: { ownerId: { not: actor.id } } };
    default:
      return null;
  }
}

export function classInvitationsVisibleTo(
  actor: InvitationActor,
  need: Need = "read",
): Prisma.ClassInvitationWhereInput {
  return anyOf(
    relationsFor("classInvitation", need).map((r) => invitationRelation(actor, r)),
    { id: { in: [] } },
  );
}

export async function findClassInvitationOrThrow(actor: InvitationActor, id: string, need: Need) {
  const found = await prisma.classInvitation.findFirst({ where: { id, ...classInvitationsVisibleTo(actor, need) } });
  if (!found) throw notFound("Invitation not found.");
  return found;
}
