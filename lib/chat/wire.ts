// The JSON shapes lib/chat answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const ownerViewSchema = z
  .object({ firstName: z.string(), lastName: z.string(), email: z.string(), id: z.string() })
  .meta({ id: "OwnerView" });
export const messageViewSchema = z
  .object({
    id: z.number(),
    conversationId: z.string(),
    senderId: z.string(),
    fromMe: z.boolean(),
    text: z.string(),
    createdAt: z.string(),
    readAt: z.string().nullable(),
    quiet: z.boolean(),
    notifyAt: z.string(),
  })
  .meta({ id: "MessageView" });
export const availabilitySchema = z
  .object({
    isQuietNow: z.boolean(),
    availableAt: z.string().nullable(),
    quietHours: z.object({ start: z.string(), end: z.string(), timeZone: z.string() }).nullable(),
  })
  .meta({ id: "Availability" });
export const conversationViewSchema = z
  .object({
    id: z.string(),
    child: z.object({ id: z.string(), fullName: z.string() }),
    teacher: ownerViewSchema,
    parent: ownerViewSchema,
    owner: ownerViewSchema,
    lastMessage: z.object({ text: z.string(), createdAt: z.string(), fromMe: z.boolean() }).nullable(),
    unread: z.number(),
    readOnly: z.boolean(),
    teacherAvailability: availabilitySchema,
  })
  .meta({ id: "ConversationView" });
export const contactViewSchema = z
  .object({
    userId: z.string(),
    name: z.string(),
    childId: z.string(),
    childName: z.string(),
    conversationId: z.string().nullable(),
  })
  .meta({ id: "ContactView" });
export const messageReportedSchema = z.object({
  id: z.string(),
  messageId: z.number(),
  reportedAt: z.string(),
});
export const messagesReadSchema = z
  .union([z.object({ read: z.number(), readAt: z.null() }), z.object({ read: z.number(), readAt: z.string() })])
  .meta({ id: "MessagesRead" });
export const conversationSchema = z
  .object({
    id: z.string(),
    owner: ownerViewSchema,
    child: z.object({ id: z.string(), fullName: z.string() }),
    messages: z.array(messageViewSchema),
    hasMore: z.boolean(),
    readOnly: z.boolean(),
    teacherAvailability: availabilitySchema,
  })
  .meta({ id: "Conversation" });
export const inboxSchema = z
  .object({
    conversations: z.array(conversationViewSchema),
    contacts: z.array(contactViewSchema),
    unread: z.number(),
  })
  .meta({ id: "Inbox" });
export const conversationStartedSchema = z.object({ id: z.string() }).meta({ id: "ConversationStarted" });
export const chatReportsSchema = z.object({
  reports: z.array(
    z.object({
      id: z.string(),
      reason: z.string(),
      reportedAt: z.string(),
      reporter: ownerViewSchema,
      message: z.object({ id: z.number(), text: z.string(), sentAt: z.string(), sender: ownerViewSchema }),
    }),
  ),
  counts: z.object({ conversations: z.number(), messagesLast30Days: z.number(), reports: z.number() }),
});

export type OwnerView = z.output<typeof ownerViewSchema>;
export type MessageView = z.output<typeof messageViewSchema>;
export type ConversationView = z.output<typeof conversationViewSchema>;
export type ContactView = z.output<typeof contactViewSchema>;
