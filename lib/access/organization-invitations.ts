// Invitations to join an organization (lib/access/table.ts): its organizers read them; the addressee — the account
// whose verified e-mail the invitation names — reads and answers them while they are pending (docs/decisions/133).
import type { Prisma, User } from "@/lib/generated/prisma/client";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { anyOf, isOrganizer, organizedBy, relationsFor, type AccessActor, type Need, type Relation } from "./table";

type InviteeActor = AccessActor & { user: Pick<User, "email" | "emailVerifiedAt"> };

function invitationRelation(actor: InviteeActor, relation: Relation): Prisma.OrganizationInvitationWhereInput | null {
  switch (relation) {
    case "organizer":
      return isOrganizer(actor) ? { organization: organizedBy(actor) } : null;
    case "addressee":
      return actor.user.email && actor.user.emailVerifiedAt
        ? { email: actor.user.email, status: "pending", expiresAt: { gt: now() } }
        : null;
    default:
      return null;
  }
}

export function organizationInvitationsVisibleTo(
  actor: InviteeActor,
  need: Need = "read",
): Prisma.OrganizationInvitationWhereInput {
  return anyOf(
    relationsFor("organizationInvitation", need).map((r) => invitationRelation(actor, r)),
    { id: { in: [] } },
  );
}

/** The invitation if the actor may `need` it; 404 otherwise, as if it did not exist. */
export async function findOrganizationInvitationOrThrow<I extends Prisma.OrganizationInvitationInclude>(
  actor: InviteeActor,
  id: string,
  need: Need,
  include: I,
): Promise<Prisma.OrganizationInvitationGetPayload<{ include: I }>> {
  const found = await prisma.organizationInvitation.findFirst({
    where: { id, ...organizationInvitationsVisibleTo(actor, need) },
    include,
  });
  if (!found) throw notFound("Invitation not found.");
  return found as Prisma.OrganizationInvitationGetPayload<{ include: I }>;
}
