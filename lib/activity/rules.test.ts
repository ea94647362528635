import { describe, expect, it } from "vitest";
import type { EffectiveLimits } from "@/lib/students/limits";
import { beatIncrement, openLevels, timeStatus, todayLimitSeconds, weekdayOf } from "./rules";
import { todayIn } from "@/lib/curriculum/dates";

const limits = (monday: string, thresholds: { grade: string; level: string }[] = []): EffectiveLimits => ({
  timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: monday, value: monday, setBy: null }],
  levelThresholds: thresholds.map((t) => ({ ...t, setBy: { role: "teacher", name: "T" } })),
});

describe("screen-time rules", () => {
  it("counts the day in the school's time zone", () => {
    const lateEvening = new Date("2030-01-07T03:30:00Z"); // Sunday 21:30 in Chicago, Monday in UTC
    expect(todayIn(lateEvening, "America/Chicago")).toBe("2030-01-06");
    expect(todayIn(lateEvening, "UTC")).toBe("2030-01-07");
    expect(todayIn(lateEvening, "Not/AZone")).toBe("2030-01-07");
    expect(weekdayOf("2030-01-07")).toBe("Monday");
    expect(weekdayOf("2030-01-06")).toBe("Sunday");
  });

  it("reads today's limit; 'No Limit' is none and a day without an entry has none", () => {
    expect(todayLimitSeconds(limits("00:30:00"), "2030-01-07")).toBe(1800);
    expect(todayLimitSeconds(limits("23:00:00"), "2030-01-07")).toBeNull();
    expect(todayLimitSeconds(limits("00:30:00"), "2030-01-08")).toBeNull();
  });

  it("adds the gap between beats, but not a gap of a closed page", () => {
    const t = new Date("2030-01-07T10:00:00Z");
    expect(beatIncrement(null, t)).toBe(0);
    expect(beatIncrement(new Date(t.getTime() - 30_000), t)).toBe(30);
    expect(beatIncrement(new Date(t.getTime() - 3_600_000), t)).toBe(0);
  });

  it("stops when the time is used up", () => {
    expect(timeStatus("2030-01-07", 1800, 1800)).toMatchObject({ remainingSeconds: 0, isStopped: true });
    expect(timeStatus("2030-01-07", 60, 1800)).toMatchObject({ remainingSeconds: 1740, isStopped: false });
    expect(timeStatus("2030-01-07", 99999, null)).toMatchObject({ remainingSeconds: null, isStopped: false });
  });

  it("opens levels up to the threshold for the child's grade", () => {
    expect(openLevels(limits("23:00:00", [{ grade: "Grade 3", level: "Yellow" }]), "Grade 3")).toEqual([
      "Green",
      "Yellow",
    ]);
    expect(openLevels(limits("23:00:00", [{ grade: "Grade 3", level: "Green" }]), "Grade 5")).toEqual([
      "Green",
      "Yellow",
      "Orange",
    ]);
  });
});
