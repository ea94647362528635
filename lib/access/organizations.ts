// Organizations: who may read or manage one (lib/access/table.ts), as where-filters and a look-up.
// Membership is OrganizationMember, the only source of organizer rights here and in every other record's
// "organizer" relation (docs/decisions/161). The user's current organization (User.organizationId) only names
// their organization_code and where a new class is filed by default; it grants nothing.
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { anyOf, organizedBy, relationsFor, type AccessActor, type Need, type Relation } from "./table";

function organizationRelation(actor: AccessActor, relation: Relation): Prisma.OrganizationWhereInput | null {
  switch (relation) {
    case "member":
      return actor.roles.includes("teacher") || actor.roles.includes("organizer")
        ? { memberships: { some: { userId: actor.id } } }
        : null;
    case "organizer":
      return actor.roles.includes("organizer") ? organizedBy(actor) : null;
    default:
      return null;
  }
}

export function organizationsVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.OrganizationWhereInput {
  return anyOf(
    relationsFor("organization", need).map((r) => organizationRelation(actor, r)),
    { id: { in: [] } },
  );
}

/**
 * The organization if the actor may `need` it: 404 when they are not a member (as if it did not exist), 403
 * when they are a member who may not manage it (a teacher opening its people or audit log).
 */
export async function findOrganizationOrThrow(actor: AccessActor, id: string, need: Need = "read") {
  const found = await prisma.organization.findFirst({ where: { id, ...organizationsVisibleTo(actor, need) } });
  if (found) return found;
  if (need !== "read" && (await prisma.organization.count({ where: { id, ...organizationsVisibleTo(actor) } }))) {
    throw new AppError("forbidden", "Only the organization's organizers can do this.");
  }
  throw notFound("Organization not found.");
}

/**
 * The refusal of a one-statement read that found no organization the actor may `need` (lib/organizations/people.ts):
 * 404 or 403 exactly as findOrganizationOrThrow answers, looked up only on this path so the success path stays one
 * statement. Should the organization have become visible in between (a membership granted meanwhile), it still
 * answers 404: the read it explains did not see it.
 */
export async function refuseOrganization(actor: AccessActor, id: string, need: Need): Promise<never> {
  await findOrganizationOrThrow(actor, id, need);
  throw notFound("Organization not found.");
}
