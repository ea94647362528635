// The teacher's schedule (SPEC §7). Events are stored first; Google Calendar sync happens after the write,
// outside any transaction, and a Google failure is recorded on the event (syncStatus "failed") instead of
// losing it. POST /academics/calendar/calendar retries every event not yet synced.
import type { Actor } from "@/lib/auth/authenticate";
import { classesVisibleTo } from "@/lib/access/classes";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { notFound } from "@/lib/http/errors";
import type { ScheduleEvent } from "@/lib/generated/prisma/client";
import { feedUrlFor } from "./feed";
import { googleErrorMessage, grantToken, pushToGoogle, removeFromGoogle } from "./google-calendar";
import type { EventInput } from "./schemas";

export function serializeEvent(e: ScheduleEvent) {
  return {
    Id: e.id,
    EId: e.googleEventId,
    Guid: e.guid,
    Subject: e.subject,
    Description: e.description,
    StartTime: e.startTime.toISOString(),
    EndTime: e.endTime.toISOString(),
    StartTimezone: e.startTimezone,
    EndTimezone: e.endTimezone,
    IsAllDay: e.isAllDay,
    RecurrenceRule: e.recurrenceRule,
    SyncStatus: e.syncStatus,
    SyncError: e.syncError,
  };
}

function toData(input: EventInput) {
  return {
    subject: input.Subject,
    description: input.Description,
    startTime: input.StartTime,
    endTime: input.EndTime,
    startTimezone: input.StartTimezone,
    endTimezone: input.EndTimezone,
    isAllDay: input.IsAllDay,
    recurrenceRule: input.RecurrenceRule,
  };
}

async function currentGrant(actor: Actor): Promise<string | null> {
  const user = await prisma.user.findUnique({ where: { id: actor.id }, select: { calendarGrant: true } });
  return env.googleConfigured ? grantToken(user?.calendarGrant) : null;
}

/** Pushes one stored event to Google and records the outcome on it. */
async function sync(event: ScheduleEvent, token: string | null): Promise<ScheduleEvent> {
  if (!token) return event;
  try {
    const googleEventId = await pushToGoogle(token, event);
    return prisma.scheduleEvent.update({
      where: { id: event.id },
      data: { googleEventId, syncStatus: "synced", syncError: null },
    });
  } catch (error) {
    return prisma.scheduleEvent.update({
      where: { id: event.id },
      data: { syncStatus: "failed", syncError: googleErrorMessage(error) },
    });
  }
}

export async function listEvents(actor: Actor, range: { from?: Date; to?: Date }) {
  const events = await prisma.scheduleEvent.findMany({
    where: {
      ownerId: actor.id,
      ...((range.from || range.to) && {
        OR: [
          { recurrenceRule: { not: null } },
          {
            AND: [
              ...(range.to ? [{ startTime: { lt: range.to } }] : []),
              ...(range.from ? [{ endTime: { gt: range.from } }] : []),
            ],
          },
        ],
      }),
    },
    orderBy: { startTime: "asc" },
  });
  return events.map(serializeEvent);
}

export async function createEvent(actor: Actor, input: EventInput) {
  const token = await currentGrant(actor);
  const event = await prisma.scheduleEvent.create({
    data: { ownerId: actor.id, ...toData(input), syncStatus: token ? "pending" : "local" },
  });
  return serializeEvent(await sync(event, token));
}

/** The teacher's event by its Id, or (for /calendar/{eventId}) by its Google EId. */
async function findOwnEvent(actor: Actor, ref: string) {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(ref);
  const event = await prisma.scheduleEvent.findFirst({
    where: { ownerId: actor.id, OR: [...(isUuid ? [{ id: ref }] : []), { googleEventId: ref }] },
  });
  if (!event) throw notFound("Event not found.");
  return event;
}

export async function updateEvent(actor: Actor, ref: string, input: EventInput) {
  const existing = await findOwnEvent(actor, ref);
  const token = await currentGrant(actor);
  const event = await prisma.scheduleEvent.update({
    where: { id: existing.id },
    data: { ...toData(input), syncStatus: token ? "pending" : "local" },
  });
  return serializeEvent(await sync(event, token));
}

export async function deleteEvent(actor: Actor, ref: string) {
  const existing = await findOwnEvent(actor, ref);
  await prisma.scheduleEvent.delete({ where: { id: existing.id } });
  const token = await currentGrant(actor);
  let google: "not_connected" | "deleted" | "failed" = "not_connected";
  if (token && existing.googleEventId) {
    google = await removeFromGoogle(token, existing.googleEventId).then(
      () => "deleted" as const,
      () => "failed" as const,
    );
  }
  return { Id: existing.id, deleted: true, google };
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dates of the classes the teacher teaches (docs/decisions/200): each unit's first and last day and each
 * assignment's due date, read-only beside the teacher's own events. Not copied to Google or the feed: they change
 * on the curriculum page and are read from there.
 */
export async function courseworkDates(actor: Actor) {
  const units = await prisma.unit.findMany({
    where: { class: classesVisibleTo(actor, "write") },
    select: {
      id: true,
      title: true,
      startDate: true,
      endDate: true,
      class: { select: { className: true } },
      assignments: { select: { id: true, title: true, endDate: true } },
    },
    orderBy: { createdAt: "asc" },
  });
  return units.flatMap((u) =>
    [
      ...(u.startDate
        ? [{ id: `${u.id}:start`, kind: "unit_start" as const, title: u.title, date: isoDay(u.startDate) }]
        : []),
      ...(u.endDate ? [{ id: `${u.id}:end`, kind: "unit_end" as const, title: u.title, date: isoDay(u.endDate) }] : []),
      ...u.assignments.map((a) => ({ id: a.id, kind: "due" as const, title: a.title, date: isoDay(a.endDate) })),
    ].map((item) => ({ ...item, className: u.class.className })),
  );
}

/** SPEC §3 schedule state: all events plus whether an external calendar is connected, and the classes' dates. */
export async function calendarState(actor: Actor) {
  const [user, events, coursework] = await Promise.all([
    prisma.user.findUnique({ where: { id: actor.id }, select: { calendarGrant: true } }),
    prisma.scheduleEvent.findMany({ where: { ownerId: actor.id }, orderBy: { startTime: "asc" } }),
    courseworkDates(actor),
  ]);
  return {
    calendarConnected: Boolean(grantToken(user?.calendarGrant)),
    googleConfigured: env.googleConfigured,
    feedUrl: await feedUrlFor(actor),
    events: events.map(serializeEvent),
    coursework,
  };
}

/** Retries every event not yet in Google Calendar, one by one (a failure stays on that event). */
export async function syncCalendar(actor: Actor) {
  const token = await currentGrant(actor);
  if (token) {
    const pending = await prisma.scheduleEvent.findMany({
      where: { ownerId: actor.id, syncStatus: { not: "synced" } },
    });
    for (const event of pending) await sync(event, token);
  }
  return calendarState(actor);
}
