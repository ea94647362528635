// Co-teaching by invitation (issue 8 finding 2, docs/decisions/061). The owner names teachers by email or
// username; the invitation is stored as typed, whether or not such a teacher exists, so the owner's answer is the
// same for a known and an unknown name and shows no address. It is bound to the account that holds the name when
// it is sent (issue 41): that account alone sees and answers it, whatever anyone is renamed to later.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import type { Prisma } from "@/lib/generated/prisma/client";
import { addressesOf, classInvitationsVisibleTo, findClassInvitationOrThrow } from "@/lib/access/class-invitations";
import { displayName } from "@/lib/vocabulary";
import type { InvitationView } from "./wire";

/**
 * The account each identifier names now: its username, or its e-mail once verified (an unverified address proves
 * nothing, so it binds no one). A name no account holds maps to nothing: by username the invitation can never be
 * taken (anyone may register a free username); by e-mail it waits for the account that verifies the address.
 */
async function holdersOf(tx: Prisma.TransactionClient, identifiers: string[]): Promise<Map<string, string>> {
  const users = await tx.user.findMany({
    where: {
      OR: [
        { username: { in: identifiers } },
        { email: { in: identifiers.filter((i) => i.includes("@")) }, emailVerifiedAt: { not: null } },
      ],
    },
    select: { id: true, username: true, email: true },
  });
  const holders = new Map<string, string>();
  for (const u of users) {
    if (u.email && identifiers.includes(u.email.toLowerCase())) holders.set(u.email.toLowerCase(), u.id);
  }
  for (const u of users) if (identifiers.includes(u.username)) holders.set(u.username, u.id);
  return holders;
}

/**
 * Invites `identifiers` (lowercased, deduplicated, never the owner themself). Naming someone again re-opens their
 * invitation — a declined or removed teacher may be asked again — bound to whoever holds the name now.
 */
export async function inviteCoTeachers(
  tx: Prisma.TransactionClient,
  actor: Pick<Actor, "id" | "roles" | "user">,
  classId: string,
  identifiers: string[] = [],
) {
  const own = new Set(addressesOf(actor));
  const wanted = [...new Set(identifiers.map((i) => i.trim().toLowerCase()))].filter((i) => i && !own.has(i));
  if (!wanted.length) return;
  const holders = await holdersOf(tx, wanted);
  for (const identifier of wanted) {
    const holder = holders.get(identifier);
    const inviteeId = holder && holder !== actor.id ? holder : null;
    await tx.classInvitation.upsert({
      where: { classId_identifier: { classId, identifier } },
      create: { classId, identifier, inviteeId, invitedById: actor.id, createdAt: now() },
      update: { inviteeId, invitedById: actor.id, answeredAt: null, accepted: null },
    });
  }
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
    // Answering binds an invitation that waited for its address; the same class asked by two names closes with it.
    await tx.classInvitation.updateMany({
      where: { classId: invitation.classId, answeredAt: null, inviteeId: actor.id },
      data: { answeredAt: now(), accepted: accept },
    });
    await tx.classInvitation.update({
      where: { id },
      data: { answeredAt: now(), accepted: accept, inviteeId: actor.id },
    });
    if (accept)
      await tx.classTeacher.createMany({
        data: [{ classId: invitation.classId, teacherId: actor.id }],
        skipDuplicates: true,
      });
  });
  return { id, classId: invitation.classId, accepted: accept };
}

export type { InvitationView };
