// Joining an organization (docs/decisions/130, 133): by invite code at sign-up, or by accepting an invitation.
// One place writes the membership, the base account flag it grants and the current organization.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { validationError } from "@/lib/http/errors";
import { inviteCodeSchema } from "./schemas";
import { linkRosterTeacher } from "./rostered-classes";

type Kind = "teacher" | "organizer";

/** Membership (an organizer stays one), the account flag of `kind`, and current organization when there is none. */
export async function joinOrganization(
  tx: Prisma.TransactionClient,
  input: { userId: string; organizationId: string; kind: Kind; roleId?: string | null },
) {
  const existing = await tx.organizationMember.findUnique({
    where: { organizationId_userId: { organizationId: input.organizationId, userId: input.userId } },
  });
  const kind: Kind = existing?.kind === "organizer" ? "organizer" : input.kind;
  await tx.organizationMember.upsert({
    where: { organizationId_userId: { organizationId: input.organizationId, userId: input.userId } },
    create: { organizationId: input.organizationId, userId: input.userId, kind, roleId: input.roleId ?? null },
    update: { kind, ...(input.roleId !== undefined && { roleId: input.roleId }) },
  });
  await tx.user.update({
    where: { id: input.userId },
    data: input.kind === "organizer" ? { isOrganizer: true } : { isTeacher: true },
  });
  await tx.user.updateMany({
    where: { id: input.userId, organizationId: null },
    data: { organizationId: input.organizationId },
  });
  // A teacher a OneRoster file named gets the classes waiting for them (docs/decisions/241).
  await linkRosterTeacher(tx, input.organizationId, input.userId);
}

/** The organization an invite code names (trimmed, any case), or the sign-up form's field error. */
export async function organizationByCode(raw: string, field = "organization_code") {
  const parsed = inviteCodeSchema.safeParse(raw);
  const org = parsed.success
    ? await prisma.organization.findUnique({ where: { inviteCode: parsed.data }, select: { id: true } })
    : null;
  if (!org) throw validationError({ [field]: ["No organization has this code. Please check it with your school."] });
  return org;
}

/** organization_code on the user: the invite code of their current organization. */
export async function organizationCodeOf(organizationId: string | null): Promise<string | null> {
  if (!organizationId) return null;
  const org = await prisma.organization.findUnique({ where: { id: organizationId }, select: { inviteCode: true } });
  return org?.inviteCode ?? null;
}
