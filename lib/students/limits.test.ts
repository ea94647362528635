import { describe, expect, it } from "vitest";
import { combineLimits, type LimitSource } from "./limits";

const teacher: LimitSource = { role: "teacher", name: "Tom Teacher" };
const parent: LimitSource = { role: "parent", name: "Pat Parent" };

describe("combineLimits", () => {
  it("takes the shorter screen time per day and names who set it; No Limit from both is nobody's", () => {
    const out = combineLimits(
      {
        timeLimits: [
          { dayOfTheWeek: "Monday", timeLimit: "02:00:00", setBy: teacher },
          { dayOfTheWeek: "Tuesday", timeLimit: "01:00:00", setBy: teacher },
        ],
        levelThresholds: [],
      },
      {
        timeLimits: [
          { dayOfTheWeek: "Monday", timeLimit: "01:30:00", setBy: parent },
          { dayOfTheWeek: "Tuesday", timeLimit: "23:00:00", setBy: parent },
          { dayOfTheWeek: "Sunday", timeLimit: "23:00:00", setBy: parent },
        ],
        levelThresholds: [],
      },
    );
    const byDay = Object.fromEntries(out.timeLimits.map((d) => [d.dayOfTheWeek, [d.timeLimit, d.setBy?.role ?? null]]));
    expect(byDay).toMatchObject({
      Monday: ["01:30:00", "parent"],
      Tuesday: ["01:00:00", "teacher"],
      Sunday: ["No Limit", null],
      Friday: ["No Limit", null],
    });
    expect(out.timeLimits).toHaveLength(7);
  });

  it("takes the lower level per grade (Green < Yellow < Orange), the teacher's on a tie, grades in order", () => {
    const out = combineLimits(
      {
        timeLimits: [],
        levelThresholds: [
          { grade: "Grade 3", level: "Yellow", setBy: teacher },
          { grade: "Grade 5", level: "Green", setBy: teacher },
        ],
      },
      {
        timeLimits: [],
        levelThresholds: [
          { grade: "Grade 3", level: "Green", setBy: parent },
          { grade: "Grade 5", level: "Green", setBy: parent },
          { grade: "Kindergarden", level: "Orange", setBy: parent },
        ],
      },
    );
    expect(out.levelThresholds.map((t) => [t.grade, t.level, t.setBy.role])).toEqual([
      ["Kindergarden", "Orange", "parent"],
      ["Grade 3", "Green", "parent"],
      ["Grade 5", "Green", "teacher"],
    ]);
  });
});
