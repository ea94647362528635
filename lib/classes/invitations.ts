// Co-teaching by invitation (issue 8 finding 2, docs/decisions/061). The owner names teachers by email or
// username; the invitation is stored as typed, whether or not such a teacher exists, so the owner's answer is the
// same for a known and an unknown name and shows no address. The named teacher sees it and accepts or declines.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addressesOf, classInvitationsVisibleTo, findClassInvitationOrThrow } from "@/lib/access/class-invitations";
import { displayName } from "@/lib/vocabulary";
import type { InvitationView } from "./wire";

/** Records invitations for `identifiers` (lowercased, deduplicated, never the owner themself). */
export async function inviteCoTeachers(
  tx: Prisma.TransactionClient,
  actor: Pick<Actor, "id" | "roles" | "user">,
  classId: string,
  identifiers: string[] = [],
) {
  const own = new Set(addressesOf(actor));
  const wanted = [...new Set(identifiers.map((i) => i.trim().toLowerCase()))].filter((i) => i && !own.has(i));
  if (!wanted.length) return;
  await tx.classInvitation.createMany({
    data: wanted.map((identifier) => ({ classId, identifier, invitedById: actor.id, createdAt: now() })),
    skipDuplicates: true,
  });
}

/** Invitations waiting for the signed-in teacher's answer. */
export async function listMyInvitations(actor: Actor): Promise<InvitationView[]> {
  const rows = await prisma.classInvitation.findMany({
    where: { answeredAt: null, ...classInvitationsVisibleTo(actor, "write") },
    include: {
      class: { select: { className: true } },
      invitedBy: { select: { firstname: true, lastname: true, username: true } },
    },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({
    id: r.id,
    classId: r.classId,
    className: r.class.className,
    invitedBy: displayName(r.invitedBy),
    createdAt: r.createdAt.toISOString(),
  }));
}

/** Accepting makes the teacher a co-teacher of the class; declining only closes the invitation. */
export async function answerInvitation(actor: Actor, id: string, accept: boolean) {
  const invitation = await findClassInvitationOrThrow(actor, id, "write");
  await prisma.$transaction(async (tx) => {
    await tx.classInvitation.update({ where: { id }, data: { answeredAt: now(), accepted: accept } });
    if (accept)
      await tx.classTeacher.createMany({
        data: [{ classId: invitation.classId, teacherId: actor.id }],
        skipDuplicates: true,
      });
  });
  return { id, classId: invitation.classId, accepted: accept };
}

export type { InvitationView };
