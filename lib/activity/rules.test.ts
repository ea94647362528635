import { describe, expect, it } from "vitest";
import type { EffectiveLimits } from "@/lib/students/limits";
import {
  beatIncrement,
  gradeOf,
  levelLockedReason,
  openLevels,
  stopMessage,
  timeStatus,
  timeWarning,
  todayLimitSeconds,
  weekdayOf,
} from "./rules";
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
    // No threshold for Grade 5: the grade's own level (SPEC §9, Yellow 5-7) and the ones below it.
    expect(openLevels(limits("23:00:00", [{ grade: "Grade 3", level: "Green" }]), "Grade 5")).toEqual([
      "Green",
      "Yellow",
    ]);
  });

  it("opens levels by grade as SPEC §9 says: Green K-4, Yellow 5-7, Orange 8; an unknown grade has all", () => {
    const none = limits("23:00:00");
    expect(openLevels(none, "Kindergarden")).toEqual(["Green"]);
    expect(openLevels(none, "Grade 4")).toEqual(["Green"]);
    expect(openLevels(none, "Grade 7")).toEqual(["Green", "Yellow"]);
    expect(openLevels(none, "Grade 8")).toEqual(["Green", "Yellow", "Orange"]);
    expect(openLevels(none, "")).toEqual(["Green", "Yellow", "Orange"]);
    expect(levelLockedReason(none, "Grade 4", "Orange")).toBe(
      "Orange puzzles open in Grade 8, or sooner when your teacher or parent says so.",
    );
    expect(levelLockedReason(none, "Grade 4", "Green")).toBeNull();
    const parentSays = {
      ...none,
      levelThresholds: [{ grade: "Grade 8", level: "Green", setBy: { role: "parent" as const, name: "P" } }],
    };
    expect(levelLockedReason(parentSays, "Grade 8", "Yellow")).toBe(
      "Yellow puzzles open when your parent says you are ready.",
    );
  });

  it("takes the grade from the account, else the class, else the age on 1 September", () => {
    const born = (d: string) => new Date(`${d}T00:00:00Z`);
    expect(gradeOf({ grade: "Grade 2", dob: born("2010-01-01") }, "Grade 6", "2030-01-07")).toBe("Grade 2");
    expect(gradeOf({ grade: "", dob: null }, "Grade 6", "2030-01-07")).toBe("Grade 6");
    expect(gradeOf({ grade: "", dob: null }, "Room 4", "2030-01-07")).toBe("");
    // School year 2029-30: nine on 1 September 2029 → Grade 4; born after 1 September → one grade lower.
    expect(gradeOf({ grade: "", dob: born("2020-03-04") }, null, "2030-01-07")).toBe("Grade 4");
    expect(gradeOf({ grade: "", dob: born("2020-10-04") }, null, "2030-01-07")).toBe("Grade 3");
    expect(gradeOf({ grade: "", dob: born("2026-03-04") }, null, "2030-01-07")).toBe("Kindergarden");
    expect(gradeOf({ grade: "", dob: born("2010-03-04") }, null, "2030-01-07")).toBe("Grade 8");
  });

  it("warns at 5 minutes left and at 1, and a 0-minute day is not 'Great work!'", () => {
    expect(timeWarning(timeStatus("2030-01-07", 0, 1800))).toBeNull();
    expect(timeWarning(timeStatus("2030-01-07", 1500, 1800))).toMatch(/^Less than 5 minutes/);
    expect(timeWarning(timeStatus("2030-01-07", 1750, 1800))).toMatch(/^Less than a minute/);
    expect(timeWarning(timeStatus("2030-01-07", 1800, 1800))).toBeNull();
    expect(timeWarning(timeStatus("2030-01-07", 1800, null))).toBeNull();
    expect(stopMessage({ limitSeconds: 0 })).toBe("There is no coding time today. See you next time!");
    expect(stopMessage({ limitSeconds: 1800 })).toMatch(/Great work!/);
  });
});
