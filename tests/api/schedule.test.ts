import { describe, expect, it } from "vitest";
import { GET as listSchedules, POST as createSchedule } from "@/app/api/academics/calendar/schedules/route";
import { PUT as putSchedule } from "@/app/api/academics/calendar/schedules/[id]/route";
import { DELETE as deleteSchedule } from "@/app/api/academics/calendar/schedules/delete/route";
import { GET as getCalendar, POST as syncCalendar } from "@/app/api/academics/calendar/calendar/route";
import { DELETE as deleteByRef, PUT as putByRef } from "@/app/api/academics/calendar/[eventId]/route";
import { GET as getFeed, POST as regenerateFeed } from "@/app/api/academics/calendar/feed/route";
import { GET as getIcs } from "@/app/api/academics/calendar/feed/[file]/route";
import { POST as connectCalendar } from "@/app/api/auth/calendar/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { registerCalendarToken } from "../support/google-standin";
import { createClass, createUnit, day } from "../support/curriculum-factories";
import { toDbDate } from "@/lib/curriculum/dates";

const event = (over: Record<string, unknown> = {}) => ({
  Subject: "Robotics club",
  StartTime: "2030-03-14T15:00:00.000Z",
  EndTime: "2030-03-14T16:00:00.000Z",
  StartTimezone: "America/Chicago",
  EndTimezone: "America/Chicago",
  IsAllDay: false,
  Description: "Bring the Spheros; room 12",
  RecurrenceRule: "FREQ=WEEKLY;BYDAY=TH;COUNT=6",
  ...over,
});

async function connected(opts: { fail?: boolean } = {}) {
  const t = await createSignedIn({ role: "teacher" });
  const gtoken = `cal-${t.user.id}`;
  const calendar = registerCalendarToken(gtoken, opts);
  expect((await call(connectCalendar, { token: t.token, body: { access_token: gtoken } })).status).toBe(200);
  return { ...t, calendar };
}

const icsFile = (feedUrl: string) => feedUrl.split("/").pop()!;

describe("schedule events (not connected to Google)", () => {
  it("refuses an event without a title instead of inventing one", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const res = await call(createSchedule, { token, body: event({ Subject: "   " }) });
    expect(res.status).toBe(400);
    expect(res.body.details.Subject).toEqual(["Please give the event a title."]);
    expect((await call(listSchedules, { token, query: { from: "2030-03-01", to: "2030-04-30" } })).body).toEqual([]);
  });

  it("creates, lists, edits and deletes an event kept locally", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const created = await call(createSchedule, { token, body: event() });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      Subject: "Robotics club",
      EId: null,
      SyncStatus: "local",
      RecurrenceRule: "FREQ=WEEKLY;BYDAY=TH;COUNT=6",
    });
    expect(created.body.Guid).toMatch(/[0-9a-f-]{36}/);
    const edited = await call(putSchedule, {
      method: "PUT",
      token,
      params: { id: created.body.Id },
      body: event({ Subject: "Robotics" }),
    });
    expect(edited.body.Subject).toBe("Robotics");
    const week = await call(listSchedules, {
      token,
      query: { from: "2030-03-10T00:00:00Z", to: "2030-03-17T00:00:00Z" },
    });
    expect(week.body.map((e: { Subject: string }) => e.Subject)).toEqual(["Robotics"]);
    const del = await call(deleteSchedule, { method: "DELETE", token, body: { ...edited.body } });
    expect(del.body).toMatchObject({ deleted: true, google: "not_connected" });
    expect((await call(listSchedules, { token })).body).toEqual([]);
  });

  it("lists only events overlapping the asked range (and recurring ones)", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    await call(createSchedule, { token, body: event({ Subject: "March", RecurrenceRule: null }) });
    await call(createSchedule, {
      token,
      body: event({
        Subject: "May",
        RecurrenceRule: null,
        StartTime: "2030-05-01T10:00:00Z",
        EndTime: "2030-05-01T11:00:00Z",
      }),
    });
    const march = await call(listSchedules, {
      token,
      query: { from: "2030-03-01T00:00:00Z", to: "2030-04-01T00:00:00Z" },
    });
    expect(march.body.map((e: { Subject: string }) => e.Subject)).toEqual(["March"]);
  });

  it("refuses an event ending before it starts and a malformed repeat rule", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const backwards = await call(createSchedule, { token, body: event({ EndTime: "2030-03-14T14:00:00Z" }) });
    expect(backwards.status).toBe(400);
    expect(backwards.body.detail).toBe("The event must end after it starts.");
    const rule = await call(createSchedule, { token, body: event({ RecurrenceRule: "FREQ=DAILY\r\nATTENDEE:evil" }) });
    expect(rule.body.detail).toBe("The repeat rule is not valid.");
  });

  it("404s for another teacher's event on every route; 401 anonymous; 403 for a parent", async () => {
    const a = await createSignedIn({ role: "teacher" });
    const b = await createSignedIn({ role: "teacher" });
    const theirs = (await call(createSchedule, { token: b.token, body: event() })).body;
    expect(
      (
        await call(putSchedule, {
          method: "PUT",
          token: a.token,
          params: { id: theirs.Id },
          body: event({ Subject: "Mine" }),
        })
      ).status,
    ).toBe(404);
    expect((await call(deleteSchedule, { method: "DELETE", token: a.token, body: { Id: theirs.Id } })).status).toBe(
      404,
    );
    expect(
      (await call(putByRef, { method: "PUT", token: a.token, params: { eventId: theirs.Id }, body: event() })).status,
    ).toBe(404);
    expect((await call(deleteByRef, { method: "DELETE", token: a.token, params: { eventId: theirs.Id } })).status).toBe(
      404,
    );
    expect((await call(listSchedules, { token: a.token })).body).toEqual([]);
    expect((await prisma.scheduleEvent.findUniqueOrThrow({ where: { id: theirs.Id } })).subject).toBe("Robotics club");
    expect((await call(listSchedules, {})).status).toBe(401);
    expect((await call(getCalendar, {})).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(createSchedule, { token: parent.token, body: event() })).status).toBe(403);
    expect((await call(getCalendar, { token: parent.token })).status).toBe(403);
    expect((await call(getFeed, { token: parent.token })).status).toBe(403);
  });
});

describe("Google Calendar sync", () => {
  it("pushes new and edited events to the connected calendar and deletes them there", async () => {
    const { token, calendar } = await connected();
    const created = await call(createSchedule, { token, body: event() });
    expect(created.body.SyncStatus).toBe("synced");
    expect(created.body.EId).toMatch(/^gcal/);
    const remote = calendar.events.get(created.body.EId)!;
    expect(remote).toMatchObject({
      summary: "Robotics club",
      description: "Bring the Spheros; room 12",
      start: { dateTime: "2030-03-14T15:00:00.000Z", timeZone: "America/Chicago" },
      recurrence: ["RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=6"],
    });
    await call(putByRef, {
      method: "PUT",
      token,
      params: { eventId: created.body.EId },
      body: event({ Subject: "Robotics (moved)" }),
    });
    expect(calendar.events.get(created.body.EId)!.summary).toBe("Robotics (moved)");
    const state = await call(getCalendar, { token });
    expect(state.body).toMatchObject({ calendarConnected: true, googleConfigured: true });
    expect(state.body.events).toHaveLength(1);
    const del = await call(deleteByRef, { method: "DELETE", token, params: { eventId: created.body.Id } });
    expect(del.body.google).toBe("deleted");
    expect(calendar.events.size).toBe(0);
  });

  it("keeps the event when Google fails, records it, and syncs it on retry", async () => {
    const { token, calendar } = await connected({ fail: true });
    const created = await call(createSchedule, {
      token,
      body: event({
        IsAllDay: true,
        StartTime: "2030-03-20T00:00:00Z",
        EndTime: "2030-03-21T00:00:00Z",
        RecurrenceRule: null,
      }),
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      SyncStatus: "failed",
      EId: null,
      SyncError: "Google Calendar could not be reached (HTTP 503).",
    });
    expect(await prisma.scheduleEvent.count()).toBe(1);
    calendar.fail = false;
    const state = await call(syncCalendar, { token });
    expect(state.body.events[0]).toMatchObject({ SyncStatus: "synced", SyncError: null });
    expect([...calendar.events.values()][0]).toMatchObject({
      start: { date: "2030-03-20" },
      end: { date: "2030-03-21" },
    });
  });

  it("records a refused grant without losing the event", async () => {
    const t = await createSignedIn({ role: "teacher" });
    await call(connectCalendar, { token: t.token, body: { access_token: "revoked-grant" } });
    const created = await call(createSchedule, { token: t.token, body: event() });
    expect(created.body).toMatchObject({
      SyncStatus: "failed",
      SyncError: "Google refused the calendar grant; connect Google Calendar again.",
    });
  });
});

describe("private ICS feed", () => {
  it("serves the teacher's events as RFC 5545 text at an unguessable URL", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    await call(createSchedule, {
      token,
      body: event({ Subject: "Parents' evening, part 1; bring notes", RecurrenceRule: null }),
    });
    await call(createSchedule, {
      token,
      body: event({
        Subject: "Field trip",
        IsAllDay: true,
        StartTime: "2030-04-02T00:00:00Z",
        EndTime: "2030-04-03T00:00:00Z",
      }),
    });
    const { feedUrl } = (await call(getFeed, { token })).body;
    expect(feedUrl).toMatch(/^http:\/\/sprout\.test\/api\/academics\/calendar\/feed\/[A-Za-z0-9_-]{32}\.ics$/);
    const ics = await call(getIcs, { params: { file: icsFile(feedUrl) } });
    expect(ics.status).toBe(200);
    expect(ics.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = ics.body as string;
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(text).toContain("SUMMARY:Parents' evening\\, part 1\\; bring notes\r\n");
    expect(text).toContain("DTSTART:20300314T150000Z\r\n");
    expect(text).toContain("DTSTART;VALUE=DATE:20300402\r\nDTEND;VALUE=DATE:20300403\r\n");
    expect(text).toContain("RRULE:FREQ=WEEKLY;BYDAY=TH;COUNT=6\r\n");
    expect(text.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(text.split("\r\n").every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true);
  });

  it("stops answering the old URL once regenerated; unknown tokens 404", async () => {
    const { token } = await createSignedIn({ role: "teacher" });
    const old = (await call(getFeed, { token })).body.feedUrl;
    const fresh = (await call(regenerateFeed, { token })).body.feedUrl;
    expect(fresh).not.toBe(old);
    expect((await call(getIcs, { params: { file: icsFile(old) } })).status).toBe(404);
    expect((await call(getIcs, { params: { file: icsFile(fresh) } })).status).toBe(200);
    expect((await call(getIcs, { params: { file: "guess.ics" } })).status).toBe(404);
  });
});

describe("coursework dates on the schedule (docs/decisions/200)", () => {
  it("shows the units and due dates of the classes the teacher teaches, and no one else's", async () => {
    const owner = await createSignedIn({ role: "teacher" });
    const coTeacher = await createSignedIn({ role: "teacher" });
    const stranger = await createSignedIn({ role: "teacher" });
    const klass = await createClass(owner.user.id, { className: "Owls", coTeacherIds: [coTeacher.user.id] });
    const unit = await createUnit(klass.id, { title: "Loops", start: day(0), end: day(14) });
    await prisma.assignment.create({
      data: { unitId: unit.id, title: "Dance loop", startDate: unit.startDate!, endDate: toDbDate(day(5)), number: 1 },
    });
    await createUnit((await createClass(stranger.user.id)).id, { title: "Secret unit" });

    for (const teacher of [owner, coTeacher]) {
      const res = await call(getCalendar, { token: teacher.token });
      expect(res.status).toBe(200);
      expect(res.body.coursework).toEqual([
        { id: `${unit.id}:start`, kind: "unit_start", title: "Loops", date: day(0), className: "Owls" },
        { id: `${unit.id}:end`, kind: "unit_end", title: "Loops", date: day(14), className: "Owls" },
        expect.objectContaining({ kind: "due", title: "Dance loop", date: day(5), className: "Owls" }),
      ]);
    }
    const other = await call(getCalendar, { token: stranger.token });
    expect(other.body.coursework.map((c: { title: string }) => c.title)).toEqual(["Secret unit", "Secret unit"]);
  });
});
