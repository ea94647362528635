// Schedule events on the wire use the Syncfusion scheduler's field names (SPEC §3 hints Id, EId, Guid…).
import { z } from "zod";
import { isValidTimeZone } from "@/lib/curriculum/dates";
import { instant } from "@/lib/validation/dates";

/** RFC 5545 RRULE body as Syncfusion writes it (FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10): no line breaks, no colons. */
const RRULE = /^FREQ=(SECONDLY|MINUTELY|HOURLY|DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Za-z0-9,+\-TZ]+)*;?$/;

const timeZone = z
  .string()
  .max(64)
  .refine(isValidTimeZone, "Unknown time zone.")
  .nullish()
  .transform((v) => v || null);

export const EVENT_TITLE_REQUIRED = "Please give the event a title.";

export const eventSchema = z
  .object({
    // Never a placeholder title: an event without one is refused (the form says so before sending).
    Subject: z.string({ error: EVENT_TITLE_REQUIRED }).trim().min(1, EVENT_TITLE_REQUIRED).max(200),
    StartTime: instant({ required: "Please give the event a start time." }),
    EndTime: instant({ required: "Please give the event an end time." }),
    StartTimezone: timeZone,
    EndTimezone: timeZone,
    IsAllDay: z.boolean().default(false),
    Description: z
      .string()
      .max(5000)
      .nullish()
      .transform((v) => v ?? ""),
    RecurrenceRule: z
      .string()
      .max(500)
      .nullish()
      .transform((v) => v?.trim() || null)
      .refine((v) => v === null || RRULE.test(v), "The repeat rule is not valid."),
  })
  .refine((e) => e.EndTime > e.StartTime, { message: "The event must end after it starts.", path: ["EndTime"] });

export type EventInput = z.output<typeof eventSchema>;

export const eventIdParams = z.object({ id: z.string().uuid() });
export const eventRefParams = z.object({ eventId: z.string().min(1).max(1024) });

/** DELETE /schedules/delete/ carries the event itself (or just its Id). */
export const deleteEventBodySchema = z.object({ Id: z.string().uuid("Which event should be deleted?") }).passthrough();

export const eventRangeSchema = z.object({
  from: instant().optional(),
  to: instant().optional(),
});
