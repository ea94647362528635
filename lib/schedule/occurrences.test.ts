import { describe, expect, it } from "vitest";
import { asLocalDays, localDayOf, occurrencesBetween } from "./occurrences";

const ev = (StartTime: string, EndTime: string, RecurrenceRule: string | null = null) => ({
  StartTime,
  EndTime,
  RecurrenceRule,
});
const days = (o: { start: Date }[]) => o.map((x) => x.start.toISOString().slice(0, 10));

describe("occurrencesBetween", () => {
  const from = new Date("2030-03-01T00:00:00Z");
  const to = new Date("2030-04-01T00:00:00Z");

  it("keeps single events overlapping the range", () => {
    const inside = ev("2030-03-14T15:00:00Z", "2030-03-14T16:00:00Z");
    const outside = ev("2030-04-14T15:00:00Z", "2030-04-14T16:00:00Z");
    expect(days(occurrencesBetween([inside, outside], from, to))).toEqual(["2030-03-14"]);
  });

  it("expands weekly BYDAY with COUNT and continues with the next event", () => {
    const weekly = ev("2030-03-04T15:00:00Z", "2030-03-04T16:00:00Z", "FREQ=WEEKLY;BYDAY=MO,WE;COUNT=3");
    const single = ev("2030-03-20T15:00:00Z", "2030-03-20T16:00:00Z");
    expect(days(occurrencesBetween([weekly, single], from, to))).toEqual([
      "2030-03-04",
      "2030-03-06",
      "2030-03-11",
      "2030-03-20",
    ]);
  });

  it("expands daily with interval until UNTIL, even when a later event follows", () => {
    const daily = ev("2030-03-28T09:00:00Z", "2030-03-28T10:00:00Z", "FREQ=DAILY;INTERVAL=2");
    const later = ev("2030-03-02T09:00:00Z", "2030-03-02T10:00:00Z", "FREQ=DAILY;UNTIL=20300303");
    expect(days(occurrencesBetween([daily, later], from, to))).toEqual([
      "2030-03-02",
      "2030-03-03",
      "2030-03-28",
      "2030-03-30",
    ]);
  });

  it("reads an all-day event's UTC midnights as local days", () => {
    expect(localDayOf("2030-03-20T00:00:00.000Z").getDate()).toBe(20);
    const allDay = asLocalDays({
      StartTime: "2030-03-20T00:00:00.000Z",
      EndTime: "2030-03-21T00:00:00.000Z",
      IsAllDay: true,
      RecurrenceRule: null,
    });
    expect(new Date(allDay.StartTime).getHours()).toBe(0);
    expect(new Date(allDay.EndTime).getTime() - new Date(allDay.StartTime).getTime()).toBe(86_400_000);
    const timed = {
      StartTime: "2030-03-20T15:00:00.000Z",
      EndTime: "2030-03-20T16:00:00.000Z",
      IsAllDay: false,
      RecurrenceRule: null,
    };
    expect(asLocalDays(timed)).toBe(timed);
  });
});
