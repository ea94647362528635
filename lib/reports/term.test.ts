import { describe, expect, it } from "vitest";
import { dateWords, minutesWords, termOf } from "./term";

describe("the term report's term", () => {
  it("defaults to the school year so far, from 1 August", () => {
    expect(termOf("2026-11-28")).toEqual({ from: "2026-08-01", to: "2026-11-28" });
    expect(termOf("2027-03-02")).toEqual({ from: "2026-08-01", to: "2027-03-02" });
    expect(termOf("2026-08-01")).toEqual({ from: "2026-08-01", to: "2026-08-01" });
    expect(termOf("2026-07-31", undefined, "2026-07-01")).toEqual({ from: "2025-08-01", to: "2026-07-01" });
    expect(termOf("2026-11-28", "2026-09-01")).toEqual({ from: "2026-09-01", to: "2026-11-28" });
  });

  it("words dates and minutes as a family reads them", () => {
    expect(dateWords("2026-08-01")).toBe("1 August 2026");
    expect(minutesWords(125)).toBe("2 hours 5 minutes");
    expect(minutesWords(1)).toBe("1 minute");
    expect(minutesWords(60)).toBe("1 hour");
    expect(minutesWords(0)).toBe("no time yet");
  });
});
