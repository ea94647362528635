// Chat over the live hub (issue 13, docs/decisions/121; the hub itself is lib/live/hub.ts since issue 39): a chat
// event goes to the topics of its two parties, the teacher's and the parent's user ids, and a chat stream listens
// on its user's id.
import "server-only";
import { liveHub, isResync, type HubEvent, type LiveHub } from "@/lib/live/hub";

export const TOO_MANY_STREAMS =
  "You have too many chat windows open. Close one (or wait a moment for a closed one to end) and try again.";

type Parties = { conversationId: string; teacherId: string; parentId: string };
export type ChatEvent =
  | ({ type: "message"; messageId: number } & Parties)
  | ({ type: "read"; readerId: string; upTo: number; readAt: string } & Parties)
  /** The hub lost and regained its LISTEN connection: streams catch up from the last id they sent. */
  | { type: "resync" };
export type ChatPublished = Exclude<ChatEvent, { type: "resync" }>;

/** Sends a chat event to both parties' streams, on any instance. */
export async function publishChat(event: ChatPublished, hub: LiveHub = liveHub()) {
  await hub.publish({ ...event, topics: [event.teacherId, event.parentId] });
}

/** Listens on `userId`'s chat events; at most `max` such streams per user and instance (429 beyond). */
export function subscribeChat(userId: string, fn: (e: ChatEvent) => void, max: number, hub: LiveHub = liveHub()) {
  const onEvent = (e: HubEvent) => {
    if (isResync(e)) return fn({ type: "resync" });
    if (e.type === "message" || e.type === "read") fn(e as unknown as ChatEvent);
  };
  return hub.subscribe(userId, onEvent, { holder: `chat:${userId}`, max, message: TOO_MANY_STREAMS });
}
