import { describe, expect, it } from "vitest";
import { displayTimeLimit, fullWeek, timeLimitEntrySchema, toTimeLimit } from "./screen-time";

describe("screen-time conversion (SPEC §5)", () => {
  it("maps 'No Limit' to 23:00:00 and empty to 00:00:00", () => {
    expect(toTimeLimit("No Limit")).toBe("23:00:00");
    expect(toTimeLimit("")).toBe("00:00:00");
    expect(toTimeLimit(null)).toBe("00:00:00");
  });
  it("keeps a value with a colon, normalised", () => {
    expect(toTimeLimit("01:30:00")).toBe("01:30:00");
    expect(toTimeLimit("2:15")).toBe("02:15:00");
    expect(toTimeLimit("25:00:00")).toBeNull();
  });
  it("turns a number into that hour and other text into 00:00:00", () => {
    expect(toTimeLimit("3")).toBe("03:00:00");
    expect(toTimeLimit(12)).toBe("12:00:00");
    expect(toTimeLimit("lots")).toBe("00:00:00");
  });
  it("shows 23:00:00 as No Limit", () => {
    expect(displayTimeLimit("23:00:00")).toBe("No Limit");
    expect(displayTimeLimit("02:00:00")).toBe("02:00:00");
  });
  it("fills the week with No Limit in weekday order", () => {
    const week = fullWeek([{ dayOfTheWeek: "Sunday", timeLimit: "01:00:00" }]);
    expect(week.map((d) => d.dayOfTheWeek)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(week[0].timeLimit).toBe("23:00:00");
    expect(week[6].timeLimit).toBe("01:00:00");
  });
  it("rejects an unknown weekday", () => {
    expect(timeLimitEntrySchema.safeParse({ dayOfTheWeek: "Funday", timeLimit: "1" }).success).toBe(false);
  });
});
