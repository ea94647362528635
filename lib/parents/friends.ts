// Friend requests between children (SPEC §4, §7; docs/decisions/102). A parent sends for their child to
// another child, named by username or by that child's parent's e-mail; the other child's parent accepts or
// rejects. An accepted request is the friendship. A parent sees only requests and friends of their children,
// and the other child's name only once the friendship is accepted. A request to a username or e-mail that
// matches no child is kept like any other (to nobody, never answered): the sender cannot tell whether the child
// exists (docs/decisions/162).
import type { Actor } from "@/lib/auth/authenticate";
import { childrenVisibleTo } from "@/lib/access/children";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { AppError, notFound, validationError } from "@/lib/http/errors";
import { displayName } from "@/lib/vocabulary";
import type { FriendView } from "./serializers";

const childSelect = { id: true, username: true, firstname: true, lastname: true } as const;

/** Accepted friends of each child (either side of the request). */
export async function friendsOf(childIds: string[]): Promise<Map<string, FriendView[]>> {
  const out = new Map<string, FriendView[]>(childIds.map((id) => [id, []]));
  if (!childIds.length) return out;
  const rows = await prisma.friendRequest.findMany({
    where: { status: "accepted", OR: [{ fromChildId: { in: childIds } }, { toChildId: { in: childIds } }] },
    include: { fromChild: { select: childSelect }, toChild: { select: childSelect } },
    orderBy: { answeredAt: "asc" },
  });
  for (const r of rows) {
    if (!r.toChild) continue; // an unmatched request is never accepted
    for (const [mine, other] of [
      [r.fromChild, r.toChild],
      [r.toChild, r.fromChild],
    ] as const) {
      out.get(mine.id)?.push({ requestId: r.id, id: other.id, username: other.username, fullName: displayName(other) });
    }
  }
  return out;
}

/** The child a request goes to: a username of a student account, or a parent's e-mail with exactly one child. */
async function findTarget(usernameOrEmail: string) {
  if (usernameOrEmail.includes("@")) {
    const kids = await prisma.user.findMany({
      where: { isStudent: true, parents: { some: { parent: { email: usernameOrEmail, isParent: true } } } },
      select: { id: true },
      take: 2,
    });
    return kids.length === 1 ? kids[0] : null;
  }
  return prisma.user.findFirst({ where: { username: usernameOrEmail, isStudent: true }, select: { id: true } });
}

export async function sendFriendRequest(actor: Actor, input: { student_username: string; username_or_email: string }) {
  const from = await prisma.user.findFirst({
    where: { username: input.student_username, ...childrenVisibleTo(actor) },
    select: { id: true },
  });
  if (!from) throw validationError({ student_username: ["Choose one of your children."] });
  const to = await findTarget(input.username_or_email);
  if (to?.id === from.id)
    throw validationError({ username_or_email: ["A child cannot send a friend request to themselves."] });
  // The same questions whether or not a child matched, so the answers (and their timing) say nothing about it.
  const open = await prisma.friendRequest.findFirst({
    where: {
      status: { in: ["pending", "accepted"] },
      OR: to
        ? [
            { fromChildId: from.id, toChildId: to.id },
            { fromChildId: to.id, toChildId: from.id },
          ]
        : [{ fromChildId: from.id, toChildId: null, toLabel: input.username_or_email }],
    },
    select: { status: true },
  });
  if (open) {
    throw new AppError(
      "conflict",
      open.status === "accepted"
        ? "These children are already friends."
        : "A friend request between these children is already waiting for an answer.",
    );
  }
  const row = await prisma.friendRequest.create({
    data: { fromChildId: from.id, toChildId: to?.id ?? null, sentById: actor.id, toLabel: input.username_or_email },
    select: { id: true },
  });
  return (await listFriendRequests(actor)).outgoing.find((r) => r.id === row.id)!;
}

export async function answerFriendRequest(actor: Actor, id: string, answer: "accepted" | "rejected") {
  const mine = childrenVisibleTo(actor);
  const row = await prisma.friendRequest.findFirst({
    where: { id, OR: [{ toChild: mine }, { fromChild: mine }] },
    include: { toChild: { select: { parents: { select: { parentId: true } } } } },
  });
  if (!row) throw notFound("Friend request not found.");
  if (!row.toChild?.parents.some((p) => p.parentId === actor.id)) {
    throw new AppError("forbidden", "Only the other child's parent can answer this friend request.");
  }
  if (row.status !== "pending") throw new AppError("conflict", `This friend request was already ${row.status}.`);
  await prisma.friendRequest.update({
    where: { id },
    data: { status: answer, answeredById: actor.id, answeredAt: now() },
  });
  return (await listFriendRequests(actor)).incoming.find((r) => r.id === id)!;
}

/**
 * GET /parent/parent-friend-list/: requests to and from the parent's children and their friends. An incoming
 * request shows the sending child's name (a parent chose to share it); an outgoing one only what was typed.
 */
export async function listFriendRequests(actor: Actor) {
  const mine = childrenVisibleTo(actor);
  const rows = await prisma.friendRequest.findMany({
    where: { OR: [{ toChild: mine }, { fromChild: mine }] },
    include: {
      fromChild: { select: { ...childSelect, parents: { select: { parentId: true } } } },
      toChild: { select: { ...childSelect, parents: { select: { parentId: true } } } },
    },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  const isMine = (c: { parents: { parentId: string }[] }) => c.parents.some((p) => p.parentId === actor.id);
  const view = (r: (typeof rows)[number], direction: "incoming" | "outgoing") => {
    // Incoming rows always have a child of ours as their target; an outgoing one may have none.
    const child = direction === "incoming" ? r.toChild! : r.fromChild;
    const other = direction === "incoming" ? r.fromChild : r.toChild;
    const showOther = (direction === "incoming" || r.status === "accepted") && other !== null;
    return {
      id: r.id,
      status: r.status as "pending" | "accepted" | "rejected",
      child: { id: child.id, username: child.username, fullName: displayName(child) },
      other: showOther
        ? { username: other!.username, fullName: displayName(other!) }
        : { username: r.toLabel.includes("@") ? null : r.toLabel, fullName: null },
      sentTo: direction === "outgoing" ? r.toLabel : null,
      canAnswer: direction === "incoming" && r.status === "pending",
      createdAt: r.createdAt.toISOString(),
      answeredAt: r.answeredAt?.toISOString() ?? null,
    };
  };
  const incoming = rows.filter((r) => r.toChild && isMine(r.toChild)).map((r) => view(r, "incoming"));
  const outgoing = rows.filter((r) => isMine(r.fromChild)).map((r) => view(r, "outgoing"));
  const friends = [...incoming, ...outgoing]
    .filter((r) => r.status === "accepted")
    .map((r) => ({ requestId: r.id, child: r.child, friend: r.other as { username: string; fullName: string } }));
  return { incoming, outgoing, friends };
}

export type FriendRequestView = Awaited<ReturnType<typeof listFriendRequests>>["incoming"][number];
export type FriendList = Awaited<ReturnType<typeof listFriendRequests>>;
