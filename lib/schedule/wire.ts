// The JSON shapes lib/schedule answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const eventViewSchema = z
  .object({
    Id: z.string(),
    EId: z.string().nullable(),
    Guid: z.string(),
    Subject: z.string(),
    Description: z.string(),
    StartTime: z.string(),
    EndTime: z.string(),
    StartTimezone: z.string().nullable(),
    EndTimezone: z.string().nullable(),
    IsAllDay: z.boolean(),
    RecurrenceRule: z.string().nullable(),
    SyncStatus: z.string(),
    SyncError: z.string().nullable(),
  })
  .meta({ id: "EventView" });
export const calendarEventDeletedSchema = z
  .object({
    Id: z.string(),
    deleted: z.boolean(),
    google: z.enum(["not_connected", "deleted", "failed"]),
  })
  .meta({ id: "CalendarEventDeleted" });
export const calendarStateSchema = z
  .object({
    calendarConnected: z.boolean(),
    googleConfigured: z.boolean(),
    feedUrl: z.string(),
    events: z.array(eventViewSchema),
    coursework: z.array(
      z.union([
        z.object({
          className: z.string(),
          id: z.string(),
          kind: z.literal("due"),
          title: z.string(),
          date: z.string(),
        }),
        z.object({
          className: z.string(),
          id: z.string(),
          kind: z.literal("unit_start"),
          title: z.string(),
          date: z.string(),
        }),
        z.object({
          className: z.string(),
          id: z.string(),
          kind: z.literal("unit_end"),
          title: z.string(),
          date: z.string(),
        }),
      ]),
    ),
  })
  .meta({ id: "CalendarState" });
export const calendarFeedSchema = z.object({ feedUrl: z.string() }).meta({ id: "CalendarFeed" });
export const eventViewListSchema = z.array(eventViewSchema);
