import { describe, expect, it } from "vitest";
import { quietWindow } from "./quiet-hours";

describe("quietWindow", () => {
  const overnight = { start: "21:00", end: "07:00", timeZone: "America/Toronto" };

  it("is quiet overnight in the teacher's time zone and says when it ends", () => {
    // 23:30 in Toronto (EST, UTC-5) is 04:30 UTC; the quiet hours end at 07:00 local = 12:00 UTC.
    const w = quietWindow(overnight, new Date("2026-01-15T04:30:00Z"));
    expect(w.isQuiet).toBe(true);
    expect(w.endsAt?.toISOString()).toBe("2026-01-15T12:00:00.000Z");
  });

  it("is not quiet in the afternoon, nor without quiet hours", () => {
    expect(quietWindow(overnight, new Date("2026-01-15T19:00:00Z"))).toEqual({ isQuiet: false, endsAt: null });
    expect(quietWindow(null, new Date("2026-01-15T04:30:00Z"))).toEqual({ isQuiet: false, endsAt: null });
  });

  it("handles a window inside one day, end exclusive", () => {
    const lunch = { start: "12:00", end: "13:00", timeZone: "UTC" };
    expect(quietWindow(lunch, new Date("2026-01-15T12:59:00Z")).isQuiet).toBe(true);
    expect(quietWindow(lunch, new Date("2026-01-15T13:00:00Z")).isQuiet).toBe(false);
  });
});
