// Screen-time values as SPEC §5 converts them before they are stored: 'No Limit' → 23:00:00, empty →
// 00:00:00, a value with a colon kept (normalised to HH:MM:SS), a number → that hour, other text → 00:00:00.
import { z } from "zod";

import { NO_LIMIT, NO_LIMIT_TIME, WEEKDAYS, type Weekday } from "@/lib/vocabulary";

export { NO_LIMIT, NO_LIMIT_TIME, WEEKDAYS, type Weekday };

/** Returns the stored "HH:MM:SS" or null when a colon value is not a time of day. */
export function toTimeLimit(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return "00:00:00";
  const v = String(value).trim();
  if (v === NO_LIMIT) return NO_LIMIT_TIME;
  if (v === "") return "00:00:00";
  if (v.includes(":")) {
    const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(v);
    if (!m) return null;
    const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
    if (h > 23 || min > 59 || s > 59) return null;
    return [h, min, s].map((n) => String(n).padStart(2, "0")).join(":");
  }
  if (/^\d+(\.\d+)?$/.test(v)) {
    const hours = Math.floor(Number(v));
    return hours > 23 ? null : `${String(hours).padStart(2, "0")}:00:00`;
  }
  return "00:00:00";
}

/** Stored value → what the UI shows (23:00:00 reads as 'No Limit'). */
export function displayTimeLimit(stored: string): string {
  return stored === NO_LIMIT_TIME ? NO_LIMIT : stored;
}

export const timeLimitValueSchema = z.union([z.string().max(20), z.number(), z.null()]).transform((v, ctx) => {
  const out = toTimeLimit(v);
  if (out === null) {
    ctx.addIssue({ code: "custom", message: "Enter a time limit as hours (0-23), HH:MM:SS or 'No Limit'." });
    return z.NEVER;
  }
  return out;
});

export const timeLimitEntrySchema = z.object({
  dayOfTheWeek: z.enum(WEEKDAYS, { message: "dayOfTheWeek must be a weekday from Monday to Sunday." }),
  timeLimit: timeLimitValueSchema,
});

/** Seven entries, Monday to Sunday; days not given default to 'No Limit' (SPEC §9). */
export function fullWeek(
  entries: { dayOfTheWeek: Weekday; timeLimit: string }[] = [],
): { dayOfTheWeek: Weekday; timeLimit: string }[] {
  const given = new Map(entries.map((e) => [e.dayOfTheWeek, e.timeLimit]));
  return WEEKDAYS.map((day) => ({ dayOfTheWeek: day, timeLimit: given.get(day) ?? NO_LIMIT_TIME }));
}
