// Wire shapes of the chat API (SPEC §3 Conversation state: conversations, opened message owner
// {firstName, lastName, email, id}, opened messages). Fields Sprout adds are camelCase (docs/decisions/120).
import type { Prisma } from "@/lib/generated/prisma/client";
import { displayName } from "@/lib/vocabulary";

export const personSelect = { id: true, firstname: true, lastname: true, email: true, username: true } as const;
type Person = Prisma.UserGetPayload<{ select: typeof personSelect }>;

export type OwnerView = { firstName: string; lastName: string; email: string; id: string };
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
export type MessageView = {
  id: number;
  conversationId: string;
  senderId: string;
  fromMe: boolean;
  text: string;
  createdAt: string;
  readAt: string | null;
  /** Sent in the teacher's quiet hours: it waits silently until `notifyAt`. */
  quiet: boolean;
  notifyAt: string;
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

export type ConversationView = {
  id: string;
  child: { id: string; fullName: string };
  teacher: OwnerView;
  parent: OwnerView;
  /** The other participant: the "opened message owner" when this conversation is opened. */
  owner: OwnerView;
  lastMessage: { text: string; createdAt: string; fromMe: boolean } | null;
  unread: number;
  readOnly: boolean;
  teacherAvailability: Availability;
};

export type ContactView = {
  userId: string;
  name: string;
  childId: string;
  childName: string;
  conversationId: string | null;
};

export const nameOf = (p: { firstname: string; lastname: string; username: string }) => displayName(p);

/** A `read` event's data on the stream: the reader has read the conversation up to message `upTo`. */
export type ReadReceiptView = { conversationId: string; readerId: string; upTo: number; readAt: string };

/** What the stream delivers to a page's listeners: a `message` event's message, or a `read` event's receipt. */
export type LiveEvent = { type: "message"; message: MessageView } | ({ type: "read" } & ReadReceiptView);
