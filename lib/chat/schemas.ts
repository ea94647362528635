// Input of the chat API (issue 13, docs/decisions/120-123): plain text with a length limit, ids, paging.
import { z } from "zod";
import { int4IdSchema, int4IdTextSchema } from "@/lib/validation/ids";

export const MESSAGE_MAX = 4000;
export const REPORT_REASON_MAX = 500;
/** Sending budget per user (every instance shares it: lib/http/rate-limit.ts). */
export const SEND_RATE = {
  max: 30,
  windowSeconds: 60,
  message: "You are sending messages too fast. Please wait a moment.",
};

export const messageTextSchema = z
  .string({ error: "Write a message first." })
  .trim()
  .min(1, "Write a message first.")
  .max(MESSAGE_MAX, `A message can be at most ${MESSAGE_MAX.toLocaleString("en-US")} characters.`);

export const sendMessageSchema = z.object({ text: messageTextSchema });

export const conversationIdParams = z.object({ id: z.uuid({ error: "Conversation not found." }) });
export const messageIdParams = z.object({ id: int4IdTextSchema("Message not found.") });

export const startAsTeacherSchema = z.object({
  parentId: z.uuid("Choose a parent."),
  childId: z.uuid("Choose a child."),
});
export const startAsParentSchema = z.object({
  teacherId: z.uuid("Choose a teacher."),
  childId: z.uuid("Choose a child."),
});

export const markReadSchema = z.object({
  upTo: int4IdSchema("upTo is a message id.").optional(),
});

export const reportSchema = z.object({
  reason: z
    .string()
    .trim()
    .max(REPORT_REASON_MAX, `A reason can be at most ${REPORT_REASON_MAX} characters.`)
    .default(""),
});

/** Older messages: `before` a message id, `limit` of them (newest first in the query, oldest first on the wire). */
export const threadQuerySchema = z.object({
  before: int4IdTextSchema("before is a message id.").optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

export const streamQuerySchema = z.object({
  lastEventId: int4IdTextSchema("lastEventId is a message id.", { min: 0 }).optional(),
});

const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "Use a time like 21:00.");
function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}
export const quietHoursSchema = z.object({
  quietHours: z
    .object({
      start: clock,
      end: clock,
      timeZone: z.string().max(64).refine(isTimeZone, "Choose a time zone."),
    })
    .refine((q) => q.start !== q.end, { message: "Quiet hours must start and end at different times.", path: ["end"] })
    .nullable(),
});

export type QuietHours = NonNullable<z.infer<typeof quietHoursSchema>["quietHours"]>;
