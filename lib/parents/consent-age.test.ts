import { describe, expect, it } from "vitest";
import { isUnderConsentAge } from "./consent-age";

describe("isUnderConsentAge", () => {
  const today = new Date("2026-11-22T10:00:00Z");
  it("is under 13 until the 13th birthday, not on it", () => {
    expect(isUnderConsentAge("2013-11-23", today)).toBe(true);
    expect(isUnderConsentAge("2013-11-22", today)).toBe(false);
    expect(isUnderConsentAge("2016-02-29", today)).toBe(true);
    expect(isUnderConsentAge("1990-01-01", today)).toBe(false);
  });
});
