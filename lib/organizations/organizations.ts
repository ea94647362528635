// Organizations (SPEC §7 Organizer): the ones the caller belongs to, and creation by any organizer account, who
// becomes its first organizer (docs/decisions/130, 131, 195), with the usual roles (issue 39). Reads go through lib/access/organizations.ts.
import "server-only";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import type { Actor } from "@/lib/auth/authenticate";
import { organizationsVisibleTo } from "@/lib/access/organizations";
import { addDefaultRoles } from "./roles";
import type { CreateOrganizationInput } from "./schemas";

export type OrganizationView = {
  id: string;
  name: string;
  description: string;
  invite_code: string;
  created_at: string;
  /** The caller's membership: what they are in it, and whether it is their current organization. */
  kind: "teacher" | "organizer";
  current: boolean;
};

export async function listMyOrganizations(actor: Actor): Promise<OrganizationView[]> {
  const rows = await prisma.organization.findMany({
    where: organizationsVisibleTo(actor),
    include: { memberships: { where: { userId: actor.id }, select: { kind: true } } },
    orderBy: [{ name: "asc" }, { createdAt: "asc" }],
  });
  return rows.map((o) => ({
    id: o.id,
    name: o.name,
    description: o.description,
    invite_code: o.inviteCode,
    created_at: o.createdAt.toISOString(),
    kind: o.memberships[0]?.kind ?? "teacher",
    current: o.id === actor.user.organizationId,
  }));
}

/** Organizations one account may create in a day: a school, a club or two, never a flood (docs/decisions/195). */
export const CREATE_ORGANIZATION_LIMIT = {
  max: 5,
  windowSeconds: 86_400,
  message: "You created several organizations today. Please try again tomorrow.",
};

/**
 * Any organizer account creates an organization and becomes its organizer (docs/decisions/195): a new organizer
 * who signs up alone starts their school here. Creating one grants nothing paid; licenses stay the deployment
 * administrator's to grant, never to an organization the administrator organizes (lib/licenses/service.ts).
 */
export async function createOrganization(actor: Actor, input: CreateOrganizationInput): Promise<OrganizationView> {
  const taken = await prisma.organization.findUnique({ where: { inviteCode: input.invite_code } });
  if (taken) throw inviteCodeTaken();
  await consumeRateLimit(`org-create:${actor.id}`, CREATE_ORGANIZATION_LIMIT);
  const org = await prisma
    .$transaction(async (tx) => {
      const created = await tx.organization.create({
        data: { name: input.name, description: input.description, inviteCode: input.invite_code },
      });
      await tx.organizationMember.create({
        data: { organizationId: created.id, userId: actor.id, kind: "organizer" },
      });
      await addDefaultRoles(tx, created.id); // issue 39: it can invite at once

      await tx.user.updateMany({
        where: { id: actor.id, organizationId: null },
        data: { organizationId: created.id },
      });
      return created;
    })
    .catch((e: unknown) => {
      if (e && typeof e === "object" && "code" in e && e.code === "P2002") throw inviteCodeTaken();
      throw e;
    });
  return {
    id: org.id,
    name: org.name,
    description: org.description,
    invite_code: org.inviteCode,
    created_at: org.createdAt.toISOString(),
    kind: "organizer",
    current: !actor.user.organizationId,
  };
}

function inviteCodeTaken() {
  return new AppError("conflict", "Another organization already uses this invite code. Please choose another.", {
    fieldErrors: { invite_code: ["Another organization already uses this invite code. Please choose another."] },
  });
}
