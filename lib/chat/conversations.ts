// Conversations (issue 13, docs/decisions/120): the list with unread counts and contacts, and starting one.
// A teacher talks with the linked parents of a child in a class they teach (owner or co-teacher), about that child.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { notFound } from "@/lib/http/errors";
import { conversationsVisibleTo, isConversationCurrent, taughtBy } from "@/lib/access/conversations";
import { quietWindow } from "./quiet-hours";
import {
  nameOf,
  ownerView,
  personSelect,
  type Availability,
  type ContactView,
  type ConversationView,
} from "./serializers";

export type Side = "teacher" | "parent";
type Who = Pick<Actor, "id" | "roles" | "organizationId">;

/** The actor's conversations on one side (a person both teacher and parent sees each side on its own page). */
export const onSide = (actor: Who, side: Side) => ({
  ...conversationsVisibleTo(actor),
  ...(side === "teacher" ? { teacherId: actor.id } : { parentId: actor.id }),
});

export async function availabilityOf(teacherId: string): Promise<Availability> {
  const q = await prisma.chatQuietHours.findUnique({ where: { teacherId } });
  const quietHours = q ? { start: q.start, end: q.end, timeZone: q.timeZone } : null;
  const w = quietWindow(quietHours, now());
  return { isQuietNow: w.isQuiet, availableAt: w.endsAt?.toISOString() ?? null, quietHours };
}

/** Unread per conversation for `userId`: others' messages, not read, whose quiet wait is over. */
export async function unreadCounts(userId: string, conversationIds: string[]): Promise<Map<string, number>> {
  if (!conversationIds.length) return new Map();
  const rows = await prisma.chatMessage.groupBy({
    by: ["conversationId"],
    where: {
      conversationId: { in: conversationIds },
      senderId: { not: userId },
      readAt: null,
      notifyAt: { lte: now() },
    },
    _count: { _all: true },
  });
  return new Map(rows.map((r) => [r.conversationId, r._count._all]));
}

async function contactsOf(actor: Who, side: Side, existing: Map<string, string>): Promise<ContactView[]> {
  const key = (a: string, b: string, c: string) => `${a}|${b}|${c}`;
  if (side === "teacher") {
    const students = await prisma.student.findMany({
      where: taughtBy(actor.id),
      select: {
        user: {
          select: {
            id: true,
            firstname: true,
            lastname: true,
            username: true,
            parents: { select: { parent: { select: personSelect } } },
          },
        },
      },
    });
    return students.flatMap((s) =>
      s.user.parents.map(({ parent }) => ({
        userId: parent.id,
        name: nameOf(parent),
        childId: s.user.id,
        childName: nameOf(s.user),
        conversationId: existing.get(key(actor.id, parent.id, s.user.id)) ?? null,
      })),
    );
  }
  const links = await prisma.parentChild.findMany({
    where: { parentId: actor.id },
    select: {
      child: {
        select: {
          id: true,
          firstname: true,
          lastname: true,
          username: true,
          studentProfile: {
            select: {
              class: {
                select: {
                  owner: { select: personSelect },
                  coTeachers: { select: { teacher: { select: personSelect } } },
                },
              },
            },
          },
        },
      },
    },
  });
  return links.flatMap(({ child }) => {
    const cls = child.studentProfile?.class;
    if (!cls) return [];
    const teachers = [cls.owner, ...cls.coTeachers.map((c) => c.teacher)];
    return teachers.map((t) => ({
      userId: t.id,
      name: nameOf(t),
      childId: child.id,
      childName: nameOf(child),
      conversationId: existing.get(key(t.id, actor.id, child.id)) ?? null,
    }));
  });
}

/** GET /chat/{side}/: the conversations, newest first, with unread counts, plus whom a new one may be with. */
export async function listConversations(actor: Who, side: Side) {
  const rows = await prisma.conversation.findMany({
    where: onSide(actor, side),
    orderBy: { lastMessageAt: "desc" },
    include: {
      teacher: { select: personSelect },
      parent: { select: personSelect },
      child: { select: { id: true, firstname: true, lastname: true, username: true } },
      messages: { orderBy: { id: "desc" }, take: 1 },
    },
  });
  const unread = await unreadCounts(
    actor.id,
    rows.map((r) => r.id),
  );
  const availability = new Map<string, Availability>();
  for (const t of new Set(rows.map((r) => r.teacherId))) availability.set(t, await availabilityOf(t));
  const conversations: ConversationView[] = [];
  for (const r of rows) {
    const last = r.messages[0];
    conversations.push({
      id: r.id,
      child: { id: r.child.id, fullName: nameOf(r.child) },
      teacher: ownerView(r.teacher),
      parent: ownerView(r.parent),
      owner: ownerView(side === "teacher" ? r.parent : r.teacher),
      lastMessage: last
        ? { text: last.body.slice(0, 140), createdAt: last.createdAt.toISOString(), fromMe: last.senderId === actor.id }
        : null,
      unread: unread.get(r.id) ?? 0,
      readOnly: !(await isConversationCurrent(r)),
      teacherAvailability: availability.get(r.teacherId)!,
    });
  }
  const existing = new Map(rows.map((r) => [`${r.teacherId}|${r.parentId}|${r.childId}`, r.id]));
  const contacts = await contactsOf(actor, side, existing);
  return { conversations, contacts, unread: conversations.reduce((n, c) => n + c.unread, 0) };
}

/**
 * Starts (or returns) the conversation between the actor and `otherId` about `childId`. Someone the actor may not
 * talk to about that child — a stranger, another class's parent — answers 404 like a missing person.
 */
export async function startConversation(actor: Who, side: Side, otherId: string, childId: string) {
  const teacherId = side === "teacher" ? actor.id : otherId;
  const parentId = side === "parent" ? actor.id : otherId;
  if (teacherId === parentId || !(await isConversationCurrent({ teacherId, parentId, childId }))) {
    throw notFound(side === "teacher" ? "Parent not found." : "Teacher not found.");
  }
  const c = await prisma.conversation.upsert({
    where: { teacherId_parentId_childId: { teacherId, parentId, childId } },
    create: { teacherId, parentId, childId },
    update: {},
  });
  return { id: c.id };
}
