// Messages (issue 13, docs/decisions/120-123): the opened thread (paged), sending, read receipts, reports and
// the organizer's view of reports. Every look-up goes through lib/access/conversations.ts.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError, notFound } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { conversationsVisibleTo, findConversationOrThrow, isConversationCurrent } from "@/lib/access/conversations";
import { availabilityOf, onSide, type Side } from "./conversations";
import { publishChat } from "./live";
import { SEND_RATE } from "./schemas";
import { messageView, ownerView, personSelect, nameOf } from "./serializers";

type Who = Pick<Actor, "id" | "roles" | "organizationId">;

async function findOnSide(actor: Who, side: Side, id: string) {
  const c = await prisma.conversation.findFirst({ where: { id, ...onSide(actor, side) } });
  if (!c) throw notFound("Conversation not found.");
  return c;
}

/** GET /chat/{side}/message/{id}: the other participant (SPEC's opened message owner) and a page of messages. */
export async function getThread(actor: Who, side: Side, id: string, page: { before?: number; limit: number }) {
  const c = await findOnSide(actor, side, id);
  const [owner, child, rows] = await Promise.all([
    prisma.user.findUniqueOrThrow({
      where: { id: side === "teacher" ? c.parentId : c.teacherId },
      select: personSelect,
    }),
    prisma.user.findUniqueOrThrow({
      where: { id: c.childId },
      select: { id: true, firstname: true, lastname: true, username: true },
    }),
    prisma.chatMessage.findMany({
      where: { conversationId: c.id, ...(page.before ? { id: { lt: page.before } } : {}) },
      orderBy: { id: "desc" },
      take: page.limit + 1,
    }),
  ]);
  const hasMore = rows.length > page.limit;
  const messages = rows
    .slice(0, page.limit)
    .reverse()
    .map((m) => messageView(m, actor.id));
  return {
    id: c.id,
    owner: ownerView(owner),
    child: { id: child.id, fullName: nameOf(child) },
    messages,
    hasMore,
    readOnly: !(await isConversationCurrent(c)),
    teacherAvailability: await availabilityOf(c.teacherId),
  };
}

/** POST /chat/{side}/message/{id}: stores a plain-text message and tells both participants' open pages. */
export async function sendMessage(actor: Who, side: Side, id: string, text: string) {
  await findOnSide(actor, side, id);
  const c = await findConversationOrThrow(actor, id, "write");
  await consumeRateLimit(`chat-send:${actor.id}`, SEND_RATE);
  const at = now();
  // A parent's message in the teacher's quiet hours waits silently: no unread badge until they end.
  const availability = side === "parent" ? await availabilityOf(c.teacherId) : null;
  const notifyAt = availability?.availableAt ? new Date(availability.availableAt) : at;
  const [m] = await prisma.$transaction([
    prisma.chatMessage.create({
      data: { conversationId: c.id, senderId: actor.id, body: text, createdAt: at, notifyAt },
    }),
    prisma.conversation.update({ where: { id: c.id }, data: { lastMessageAt: at } }),
  ]);
  await publishChat({
    type: "message",
    conversationId: c.id,
    teacherId: c.teacherId,
    parentId: c.parentId,
    messageId: m.id,
  });
  return messageView(m, actor.id);
}

/** POST /chat/{side}/message/{id}/read: marks the other side's messages read (up to `upTo`): the read receipt. */
export async function markRead(actor: Who, side: Side, id: string, upTo?: number) {
  const c = await findOnSide(actor, side, id);
  const at = now();
  const where = {
    conversationId: c.id,
    senderId: { not: actor.id },
    readAt: null,
    ...(upTo ? { id: { lte: upTo } } : {}),
  };
  const last = await prisma.chatMessage.findFirst({ where, orderBy: { id: "desc" }, select: { id: true } });
  if (!last) return { read: 0, readAt: null };
  const { count } = await prisma.chatMessage.updateMany({
    where: { ...where, id: { lte: last.id } },
    data: { readAt: at },
  });
  await publishChat({
    type: "read",
    conversationId: c.id,
    teacherId: c.teacherId,
    parentId: c.parentId,
    readerId: actor.id,
    upTo: last.id,
    readAt: at.toISOString(),
  });
  return { read: count, readAt: at.toISOString() };
}

/**
 * POST /chat/message/{id}/report: a participant reports one message. The report is filed with the organization
 * of the child's class (else the teacher's), whose organizer then sees that one message (docs/decisions/120).
 */
export async function reportMessage(actor: Who, messageId: number, reason: string) {
  if (!actor.roles.includes("teacher") && !actor.roles.includes("parent")) {
    throw new AppError("forbidden", "You do not have permission to perform this action.");
  }
  const m = await prisma.chatMessage.findFirst({
    where: { id: messageId, conversation: conversationsVisibleTo(actor) },
    include: { conversation: { include: { teacher: { select: { organizationId: true } } } } },
  });
  if (!m) throw notFound("Message not found.");
  if (m.senderId === actor.id) throw new AppError("bad_request", "You cannot report your own message.");
  const place = await prisma.student.findUnique({
    where: { userId: m.conversation.childId },
    select: { class: { select: { organizationId: true } } },
  });
  const organizationId = place?.class?.organizationId ?? m.conversation.teacher.organizationId;
  const r = await prisma.chatReport.upsert({
    where: { messageId_reporterId: { messageId, reporterId: actor.id } },
    create: { messageId, reporterId: actor.id, organizationId, reason },
    update: { reason },
  });
  return { id: r.id, messageId, reportedAt: r.createdAt.toISOString() };
}

/**
 * GET /chat/reports/: the organizer's view — each reported message alone (never its thread) and counts of
 * conversations and messages in the organization, nothing more (docs/decisions/120).
 */
export async function listReports(actor: Who) {
  // The organizations the actor organizes by membership, never their current one (docs/decisions/161).
  const orgs = actor.roles.includes("organizer")
    ? (
        await prisma.organizationMember.findMany({
          where: { userId: actor.id, kind: "organizer" },
          select: { organizationId: true },
        })
      ).map((m) => m.organizationId)
    : [];
  if (!orgs.length) return { reports: [], counts: { conversations: 0, messagesLast30Days: 0, reports: 0 } };
  const org = { in: orgs };
  const inOrg = {
    OR: [
      { child: { studentProfile: { class: { organizationId: org } } } },
      { teacher: { memberships: { some: { organizationId: org, kind: "teacher" as const } } } },
    ],
  };
  const since = new Date(now().getTime() - 30 * 86_400_000);
  const [reports, conversations, messagesLast30Days] = await Promise.all([
    prisma.chatReport.findMany({
      where: { organizationId: org },
      orderBy: { createdAt: "desc" },
      take: 200,
      include: {
        reporter: { select: personSelect },
        message: { include: { sender: { select: personSelect }, conversation: { select: { childId: true } } } },
      },
    }),
    prisma.conversation.count({ where: inOrg }),
    prisma.chatMessage.count({ where: { createdAt: { gte: since }, conversation: inOrg } }),
  ]);
  return {
    reports: reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      reportedAt: r.createdAt.toISOString(),
      reporter: ownerView(r.reporter),
      message: {
        id: r.message.id,
        text: r.message.body,
        sentAt: r.message.createdAt.toISOString(),
        sender: ownerView(r.message.sender),
      },
    })),
    counts: { conversations, messagesLast30Days, reports: reports.length },
  };
}
