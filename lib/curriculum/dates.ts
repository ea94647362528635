// Calendar dates as YYYY-MM-DD strings (SPEC §9). "Today" is the teacher's day, in their time zone.

export type IsoDate = string;

export function isValidTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat("en-CA", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** The calendar date of `instant` in `timeZone` (UTC when unknown). */
export function todayIn(instant: Date, timeZone = "UTC"): IsoDate {
  const tz = isValidTimeZone(timeZone) ? timeZone : "UTC";
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: tz,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)?.value ?? "";
  return `${get("year")}-${get("month")}-${get("day")}`;
}

export function toDbDate(date: IsoDate): Date {
  return new Date(`${date}T00:00:00Z`);
}

export function fromDbDate(date: Date | null): IsoDate | null {
  return date ? date.toISOString().slice(0, 10) : null;
}
