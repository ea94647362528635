import { describe, expect, it } from "vitest";
import { calendarDate, instant, isCalendarDate } from "./dates";

describe("calendar dates", () => {
  it("accepts real dates in years 0001–9999, leap days included", () => {
    for (const d of ["0001-01-01", "9999-12-31", "2024-02-29", "2000-02-29", "2027-12-31"])
      expect(isCalendarDate(d)).toBe(true);
  });

  it("refuses impossible dates instead of rolling them over, and years outside 0001–9999", () => {
    for (const d of [
      "2027-02-31",
      "2027-02-29",
      "1900-02-29",
      "2027-04-31",
      "2027-13-01",
      "2027-00-10",
      "2027-01-00",
      "0000-01-01",
      "+10000-01-01",
      "10000-01-01",
      "2027-1-1",
      "2027-01-01T00:00:00Z",
    ]) {
      expect(isCalendarDate(d)).toBe(false);
    }
    expect(calendarDate().safeParse("2027-02-31").success).toBe(false);
    expect(calendarDate().safeParse(20270201).success).toBe(false);
  });

  it("takes instants only in years 0001–9999", () => {
    expect(instant().parse("2027-03-01T09:00:00Z").toISOString()).toBe("2027-03-01T09:00:00.000Z");
    for (const v of [
      "2027-02-31T10:00:00Z",
      "2027-02-31",
      "+275760-09-13T00:00:00Z",
      "+010000-01-01T00:00:00Z",
      "-000001-01-01T00:00:00Z",
      "tomorrow",
      8.64e15 + 1,
      1e20,
    ]) {
      expect(instant().safeParse(v).success).toBe(false);
    }
  });
});
