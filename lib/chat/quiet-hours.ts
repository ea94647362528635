// Quiet hours (docs/decisions/122): pure time arithmetic, shared by the send path and the parent's view.
import type { QuietHours } from "./schemas";

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

function localMinutes(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(at);
  const get = (t: string) => Number(parts.find((p) => p.type === t)?.value ?? 0);
  return get("hour") * 60 + get("minute");
}

/** Whether `at` falls in the quiet hours and, if so, when they end (to the minute). */
export function quietWindow(q: QuietHours | null, at: Date): { isQuiet: boolean; endsAt: Date | null } {
  if (!q) return { isQuiet: false, endsAt: null };
  const start = minutesOf(q.start);
  const end = minutesOf(q.end);
  const m = localMinutes(at, q.timeZone);
  const isQuiet = start < end ? m >= start && m < end : m >= start || m < end;
  if (!isQuiet) return { isQuiet: false, endsAt: null };
  const left = (end - m + 1440) % 1440;
  const endsAt = new Date(at.getTime() + left * 60_000);
  endsAt.setUTCSeconds(0, 0);
  return { isQuiet: true, endsAt };
}
