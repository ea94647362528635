// Changing and ending a membership (docs/decisions/195): an organization's organizers give a person another role
// or account type, or remove them. The organization always keeps one organizer: the change that would leave it
// none is refused (409), checked in a SERIALIZABLE transaction so two organizers demoting each other at once
// cannot both succeed.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { serializableTransaction } from "@/lib/db/transaction";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { displayName } from "@/lib/vocabulary";
import type { Actor } from "@/lib/auth/authenticate";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import type { MemberView } from "./people";
import type { UpdateMemberInput } from "./schemas";

const memberInclude = { user: true, role: true } as const;

async function memberOrThrow(tx: Prisma.TransactionClient, organizationId: string, userId: string) {
  const member = await tx.organizationMember.findUnique({
    where: { organizationId_userId: { organizationId, userId } },
    include: memberInclude,
  });
  if (!member) throw notFound("This person is not a member of the organization.");
  return member;
}

/** 409 when `userId` is the organization's only organizer. */
async function keepAnOrganizer(tx: Prisma.TransactionClient, organizationId: string, who: string) {
  const organizers = await tx.organizationMember.count({ where: { organizationId, kind: "organizer" } });
  if (organizers <= 1) {
    throw new AppError(
      "conflict",
      `${who} is the organization's only organizer. Make someone else an organizer first.`,
    );
  }
}

export async function updateMember(
  actor: Actor,
  organizationId: string,
  userId: string,
  input: UpdateMemberInput,
): Promise<MemberView & { detail: string; organization: string }> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  return serializableTransaction(async (tx) => {
    const member = await memberOrThrow(tx, org.id, userId);
    const role = input.role
      ? await tx.organizationRole.findFirst({ where: { id: input.role, organizationId: org.id } })
      : null;
    if (input.role && !role) throw validationError({ role: ["Choose one of the organization's roles."] });
    const kind = role?.kind ?? input.kind!;
    const name = displayName(member.user);
    if (member.kind === "organizer" && kind !== "organizer") await keepAnOrganizer(tx, org.id, name);
    const updated = await tx.organizationMember.update({
      where: { organizationId_userId: { organizationId: org.id, userId } },
      data: { kind, roleId: role?.id ?? null },
      include: memberInclude,
    });
    // The account type the new kind needs (an organizer flag stays: they may organize elsewhere).
    await tx.user.update({
      where: { id: userId },
      data: kind === "organizer" ? { isOrganizer: true } : { isTeacher: true },
    });
    const as = role ? `${role.name} (${kind})` : kind;
    return {
      id: updated.user.id,
      username: updated.user.username,
      firstname: updated.user.firstname,
      lastname: updated.user.lastname,
      email: updated.user.email,
      kind: updated.kind,
      role: updated.role?.name ?? null,
      created_at: updated.user.createdAt.toISOString(),
      joinedAt: updated.createdAt.toISOString(),
      detail: `${name} is now ${/^[aeiou]/i.test(as) ? "an" : "a"} ${as}.`,
      organization: org.id,
    };
  });
}

/**
 * Ends the membership. Classes the person filed under the organization stay filed there (the school's records);
 * their current organization moves to another they belong to, or none.
 */
export async function removeMember(actor: Actor, organizationId: string, userId: string) {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  return serializableTransaction(async (tx) => {
    const member = await memberOrThrow(tx, org.id, userId);
    const name = displayName(member.user);
    if (member.kind === "organizer") await keepAnOrganizer(tx, org.id, name);
    await tx.organizationMember.delete({ where: { organizationId_userId: { organizationId: org.id, userId } } });
    if (member.user.organizationId === org.id) {
      const next = await tx.organizationMember.findFirst({
        where: { userId },
        orderBy: [{ createdAt: "asc" }, { organizationId: "asc" }],
        select: { organizationId: true },
      });
      await tx.user.update({ where: { id: userId }, data: { organizationId: next?.organizationId ?? null } });
    }
    return { detail: `${name} was removed from ${org.name}.`, id: userId, organization: org.id };
  });
}
