// The one date rule every domain's schemas use: a calendar date is written YYYY-MM-DD, exists (2027-02-31 is
// refused, never rolled over to March) and lies in years 0001–9999, the range PostgreSQL, JavaScript and
// ISO 8601 all write the same way. Instants (event times) keep the same year range.
import { z } from "zod";

const YMD = /^(\d{4})-(\d{2})-(\d{2})$/;
export const MIN_YEAR = 1;
export const MAX_YEAR = 9999;

/** True for a real calendar date written YYYY-MM-DD in years 0001–9999. */
export function isCalendarDate(value: string): boolean {
  const m = YMD.exec(value);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  // Day 0 of the next month is the last day of this one (UTC, so no time zone shifts it).
  const d = new Date(Date.UTC(2000, month, 0));
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const daysInMonth = month === 2 ? (leap ? 29 : 28) : d.getUTCDate();
  return day <= daysInMonth;
}

/**
 * A YYYY-MM-DD string naming a real date in years 0001–9999. `format` is shown for a malformed value,
 * `invalid` for one that is well formed but does not exist or lies out of range.
 */
export function calendarDate(messages: { format?: string; invalid?: string; required?: string } = {}) {
  const format = messages.format ?? "Enter the date as YYYY-MM-DD.";
  return z
    .string({ error: messages.required ?? "This field is required." })
    .regex(YMD, format)
    .refine(isCalendarDate, messages.invalid ?? "Enter a real date between 0001-01-01 and 9999-12-31.");
}

/** A moment in time (ISO 8601 text or epoch milliseconds) whose UTC year lies in 0001–9999. */
export function instant(messages: { required?: string; invalid?: string } = {}) {
  const invalid = messages.invalid ?? "Enter a real date and time between the years 0001 and 9999.";
  return z
    .union([z.string().max(64, invalid), z.number(), z.date()], { error: messages.required ?? invalid })
    .transform((v, ctx) => {
      const d = v instanceof Date ? v : new Date(v);
      const year = d.getUTCFullYear();
      // JavaScript rolls 2027-02-31T10:00 over to March; the written date must exist.
      const written = typeof v === "string" ? /^[+-]?\d{4,6}-\d{2}-\d{2}/.exec(v.trim())?.[0] : undefined;
      if (Number.isNaN(d.getTime()) || year < MIN_YEAR || year > MAX_YEAR || (written && !isCalendarDate(written))) {
        ctx.addIssue({ code: "custom", message: invalid });
        return z.NEVER;
      }
      return d;
    });
}
