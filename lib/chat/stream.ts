// The Server-Sent Events stream of one signed-in teacher or parent (docs/decisions/121). Each message is an
// event whose id is the message id; a reconnecting client sends Last-Event-ID and first gets every message after
// it, then live ones. Read receipts are id-less `read` events. A comment line every 20 s keeps proxies open.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { conversationsVisibleTo } from "@/lib/access/conversations";
import { liveHub, MAX_STREAMS_PER_USER, type LiveHub } from "@/lib/live/hub";
import { createSse } from "@/lib/live/sse";
import { subscribeChat, type ChatEvent } from "./live";
import { messageView, type ReadReceiptView } from "./serializers";

type Who = Pick<Actor, "id" | "roles" | "organizationId">;
const BACKLOG_MAX = 500;
/** Open chat streams one user may hold on one instance (lib/live/hub.ts, docs/decisions/162). */
export { MAX_STREAMS_PER_USER };

/** Opens the actor's stream; it ends when `signal` aborts or the client cancels. */
export async function openChatStream(
  actor: Who,
  lastEventId: number | undefined,
  signal: AbortSignal,
  hub: LiveHub = liveHub(),
) {
  if (!actor.roles.includes("teacher") && !actor.roles.includes("parent")) {
    throw new AppError("forbidden", "You do not have permission to perform this action.");
  }
  const visible = conversationsVisibleTo(actor);
  const sse = createSse();
  let lastSent = lastEventId ?? 0;
  const sent = new Set<number>();
  let chain: Promise<void> = Promise.resolve();

  const sendMessage = (m: Parameters<typeof messageView>[0]) => {
    if (sent.has(m.id)) return;
    sent.add(m.id);
    if (sent.size > 1000) sent.delete(sent.values().next().value!);
    lastSent = Math.max(lastSent, m.id);
    sse.write(`id: ${m.id}\nevent: message\ndata: ${JSON.stringify(messageView(m, actor.id))}\n\n`);
  };
  const backlog = async (after: number) => {
    const rows = await prisma.chatMessage.findMany({
      where: { id: { gt: after }, conversation: visible },
      orderBy: { id: "asc" },
      take: BACKLOG_MAX,
    });
    rows.forEach(sendMessage);
  };
  // Events are handled one at a time, in arrival order, so ids go out ascending per conversation.
  const onEvent = (e: ChatEvent) => {
    chain = chain
      .then(async () => {
        if (sse.closed) return;
        if (e.type === "resync") return backlog(lastSent);
        if (e.type === "read") {
          sse.write(
            `event: read\ndata: ${JSON.stringify({ conversationId: e.conversationId, readerId: e.readerId, upTo: e.upTo, readAt: e.readAt } satisfies ReadReceiptView)}\n\n`,
          );
          return;
        }
        const m = await prisma.chatMessage.findFirst({ where: { id: e.messageId, conversation: visible } });
        if (m) sendMessage(m);
      })
      .catch(() => sse.write(": retry\n\n"));
  };

  const unsubscribe = await subscribeChat(actor.id, onEvent, MAX_STREAMS_PER_USER, hub);
  return sse.stream(signal, {
    // The backlog goes through the same chain, so a live event that arrived meanwhile is not sent twice.
    onStart: () => {
      if (lastEventId !== undefined)
        chain = chain.then(() => backlog(lastEventId)).catch(() => sse.write(": retry\n\n"));
    },
    onClose: unsubscribe,
  });
}
