import { describe, expect, it } from "vitest";
import { describeTimeLimit, formatTimeLimit, parseTimeLimit } from "@/components/classroom/time-limit-input";
import { toTimeLimit } from "@/lib/students/screen-time";

describe("screen time as a choice", () => {
  it("reads the stored values: 23:00:00 and 'No Limit' are no limit, HH:MM:SS is hours and minutes", () => {
    expect(parseTimeLimit("No Limit")).toBeNull();
    expect(parseTimeLimit("23:00:00")).toBeNull();
    expect(parseTimeLimit("01:30:00")).toEqual({ h: 1, m: 30 });
  });
  it("sends 'No Limit' or HH:MM, which the server's SPEC §5 conversion stores as HH:MM:SS", () => {
    expect(formatTimeLimit(null)).toBe("No Limit");
    expect(formatTimeLimit({ h: 1, m: 30 })).toBe("01:30");
    expect(toTimeLimit(formatTimeLimit({ h: 1, m: 30 }))).toBe("01:30:00");
    expect(toTimeLimit(formatTimeLimit(null))).toBe("23:00:00");
  });
  it("describes a limit for people", () => {
    expect(describeTimeLimit("01:30:00")).toBe("1 h 30 min");
    expect(describeTimeLimit("00:45:00")).toBe("45 min");
    expect(describeTimeLimit("02:00:00")).toBe("2 h");
    expect(describeTimeLimit("23:00:00")).toBe("No Limit");
  });
});
