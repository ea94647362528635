// Named roles of an organization (SPEC §7 /organization/role/; docs/decisions/132). Its organizers create, list
// and delete them; an invitation carries one and its `kind` is the base account type accepting it grants. Issue 39:
// an organization starts with the usual two (DEFAULT_ROLES), so its first invitation needs no role made first.
import "server-only";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow, organizationsVisibleTo } from "@/lib/access/organizations";
import type { OrganizationRole, Prisma } from "@/lib/generated/prisma/client";
import type { CreateRoleInput } from "./schemas";

export type RoleView = {
  id: string;
  organization: string;
  name: string;
  description: string;
  kind: "teacher" | "organizer";
  created_at: string;
};

/**
 * The roles every organization starts with (issue 39). Organizations made before them got them once, from the
 * migration 20261128040500_default_organization_roles (the same names, descriptions and kinds); an organizer who
 * deletes one later is not given it back.
 */
export const DEFAULT_ROLES = [
  { name: "Teacher", description: "Teaches classes in this organization", kind: "teacher" },
  {
    name: "Organizer",
    description: "Runs the organization: people, roles, invitations and licenses",
    kind: "organizer",
  },
] as const;

/** Gives an organization the default roles it lacks by name; idempotent (a name already taken is left alone). */
export async function addDefaultRoles(tx: Prisma.TransactionClient, organizationId: string) {
  await tx.organizationRole.createMany({
    data: DEFAULT_ROLES.map((r) => ({ organizationId, ...r })),
    skipDuplicates: true,
  });
}

function roleView(r: OrganizationRole): RoleView {
  return {
    id: r.id,
    organization: r.organizationId,
    name: r.name,
    description: r.description,
    kind: r.kind,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * The organization a role request names; with none named, the current one when the actor organizes it, else the
 * first they organize. Membership decides, never the current organization alone (docs/decisions/161).
 */
async function targetOrganization(actor: Actor, organization: string | undefined) {
  if (organization) return findOrganizationOrThrow(actor, organization, "write");
  const organized = organizationsVisibleTo(actor, "write");
  const current = actor.user.organizationId;
  const org =
    (current && (await prisma.organization.findFirst({ where: { id: current, ...organized } }))) ||
    (await prisma.organization.findFirst({ where: organized, orderBy: [{ createdAt: "asc" }, { id: "asc" }] }));
  if (!org) {
    throw new AppError("bad_request", "Choose an organization first.", {
      fieldErrors: { organization: ["Choose an organization first."] },
    });
  }
  return org;
}

export async function createRole(actor: Actor, input: CreateRoleInput): Promise<RoleView> {
  const org = await targetOrganization(actor, input.organization);
  const taken = await prisma.organizationRole.findUnique({
    where: { organizationId_name: { organizationId: org.id, name: input.name } },
    select: { id: true },
  });
  if (taken) throw roleTaken();
  const role = await prisma.organizationRole
    .create({
      data: { organizationId: org.id, name: input.name, description: input.description, kind: input.kind },
    })
    .catch((e: unknown) => {
      if (e && typeof e === "object" && "code" in e && e.code === "P2002") throw roleTaken();
      throw e;
    });
  return roleView(role);
}

export async function listRoles(actor: Actor, organization: string | undefined): Promise<RoleView[]> {
  const org = await targetOrganization(actor, organization);
  const rows = await prisma.organizationRole.findMany({
    where: { organizationId: org.id },
    orderBy: [{ name: "asc" }, { id: "asc" }],
  });
  return rows.map(roleView);
}

/** Members who joined with it keep their membership (their role becomes empty); pending invitations keep their kind. */
export async function deleteRole(actor: Actor, id: string): Promise<{ detail: string; organization: string }> {
  const role = await prisma.organizationRole.findFirst({
    where: { id, organization: organizationsVisibleTo(actor, "write") },
  });
  if (!role) throw notFound("Role not found.");
  await prisma.organizationRole.delete({ where: { id: role.id } });
  // The organization names the audit entry's chain (lib/audit/request.ts), not the actor's current one.
  return { detail: `The role ${role.name} was deleted.`, organization: role.organizationId };
}

function roleTaken() {
  const message = "This organization already has a role with that name.";
  return new AppError("conflict", message, { fieldErrors: { name: [message] } });
}
