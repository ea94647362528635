import { describe, expect, it } from "vitest";
import type { EffectiveLimits } from "@/lib/students/limits";
import { nextPlayWords, restWords } from "./rest-words";

/** Limits with the given minutes per weekday (others: no entry, i.e. no limit). */
function limits(minutes: Record<string, number>): EffectiveLimits {
  const timeLimits = Object.entries(minutes).map(([dayOfTheWeek, m]) => ({
    dayOfTheWeek,
    value: `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}:00`,
  }));
  return { timeLimits } as unknown as EffectiveLimits;
}

describe("the rest screen's words", () => {
  const rest = { solvedToday: [], triedToday: false, nextPlay: "tomorrow" };

  it("says Great work! only to a child who solved a puzzle today", () => {
    expect(restWords({ limitSeconds: 1800 }, { ...rest, solvedToday: ["a", "b"] })).toEqual({
      title: "Time to rest!",
      lines: ["You solved 2 puzzles today. Great work!", "You can play again tomorrow."],
    });
    expect(restWords({ limitSeconds: 1800 }, { ...rest, solvedToday: ["a"] }).lines[0]).toBe(
      "You solved 1 puzzle today. Great work!",
    );
    const tried = restWords({ limitSeconds: 1800 }, { ...rest, triedToday: true });
    expect(tried.lines.join(" ")).not.toMatch(/Great work/);
    expect(tried.lines[0]).toBe("You worked on your puzzles today. Sprout keeps them for you.");
    const nothing = restWords({ limitSeconds: 1800 }, rest);
    expect(nothing.lines).toEqual(["That's all the coding time for today.", "You can play again tomorrow."]);
  });

  it("a day with no coding time says so, and when the next one comes", () => {
    expect(restWords({ limitSeconds: 0 }, { ...rest, nextPlay: "on Monday" })).toEqual({
      title: "No coding time today",
      lines: ["There is no coding time today.", "You can play again on Monday."],
    });
    expect(restWords({ limitSeconds: 0 }, { ...rest, nextPlay: null }).lines[1]).toBe(
      "Ask your teacher or parent when you can play again.",
    );
  });
});

describe("when the child can play again", () => {
  // 2030-01-11 is a Friday.
  it("is tomorrow when tomorrow has time, else the next weekday that has", () => {
    expect(nextPlayWords(limits({}), "2030-01-11")).toBe("tomorrow");
    expect(nextPlayWords(limits({ Saturday: 0, Sunday: 0 }), "2030-01-11")).toBe("on Monday");
    expect(nextPlayWords(limits({ Saturday: 30 }), "2030-01-11")).toBe("tomorrow");
  });

  it("is unknown when no day of the coming week has time", () => {
    const none = Object.fromEntries(
      ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"].map((d) => [d, 0]),
    );
    expect(nextPlayWords(limits(none), "2030-01-11")).toBeNull();
  });
});
