// Invitations to co-teach (lib/access/table.ts): the class's owner and the account the invitation names. An
// invitation names the account that held its username or verified e-mail when it was sent (issue 41), so a later
// rename neither takes nor loses it; one sent to an address no account had verified waits for whoever verifies it.
import type { Prisma } from "@/lib/generated/prisma/client";
import type { User } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { anyOf, isTeacher, relationsFor, type AccessActor, type Need, type Relation } from "./table";

type InvitationActor = AccessActor & { user: Pick<User, "email" | "username" | "emailVerifiedAt"> };

/** The identifiers an invitation to this actor could carry: their email and username, lowercased. */
export function addressesOf(actor: InvitationActor): string[] {
  return [actor.user.email, actor.user.username].filter((v): v is string => Boolean(v)).map((v) => v.toLowerCase());
}

/** The actor's own address, once verified: the only name an unbound invitation is matched by. */
function verifiedEmailOf(actor: InvitationActor): string | null {
  return actor.user.email && actor.user.emailVerifiedAt ? actor.user.email.toLowerCase() : null;
}

function invitationRelation(actor: InvitationActor, relation: Relation): Prisma.ClassInvitationWhereInput | null {
  if (!isTeacher(actor)) return null;
  switch (relation) {
    case "owner":
      return { class: { ownerId: actor.id } };
    case "addressee": {
      const email = verifiedEmailOf(actor);
      const unbound: Prisma.ClassInvitationWhereInput[] = email ? [{ inviteeId: null, identifier: email }] : [];
      return { OR: [{ inviteeId: actor.id }, ...unbound], class: { ownerId: { not: actor.id } } };
    }
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
