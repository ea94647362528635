// Wire shapes of the chat API (SPEC §3 Conversation state: conversations, opened message owner
// {firstName, lastName, email, id}, opened messages). Fields Sprout adds are camelCase (docs/decisions/120).
import type { Prisma } from "@/lib/generated/prisma/client";
import { displayName } from "@/lib/vocabulary";
import type { OwnerView, MessageView, ConversationView, ContactView } from "./wire";

export const personSelect = { id: true, firstname: true, lastname: true, email: true, username: true } as const;
type Person = Prisma.UserGetPayload<{ select: typeof personSelect }>;

export function ownerView(p: Person): OwnerView {
  return { firstName: p.firstname || p.username, lastName: p.lastname, email: p.email ?? "", id: p.id };
}

export type MessageRow = {
  id: number;
  conversationId: string;
  senderId: string;
  body: string;
  createdAt: Date;
  notifyAt: Date;
  readAt: Date | null;
};
export function messageView(m: MessageRow, viewerId: string): MessageView {
  return {
    id: m.id,
    conversationId: m.conversationId,
    senderId: m.senderId,
    fromMe: m.senderId === viewerId,
    text: m.body,
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
    quiet: m.notifyAt.getTime() > m.createdAt.getTime(),
    notifyAt: m.notifyAt.toISOString(),
  };
}

export type Availability = {
  isQuietNow: boolean;
  availableAt: string | null;
  quietHours: { start: string; end: string; timeZone: string } | null;
};

export const nameOf = (p: { firstname: string; lastname: string; username: string }) => displayName(p);

/** A `read` event's data on the stream: the reader has read the conversation up to message `upTo`. */
export type ReadReceiptView = { conversationId: string; readerId: string; upTo: number; readAt: string };

/** What the stream delivers to a page's listeners: a `message` event's message, or a `read` event's receipt. */
export type LiveEvent = { type: "message"; message: MessageView } | ({ type: "read" } & ReadReceiptView);

export type { OwnerView, MessageView, ConversationView, ContactView };
