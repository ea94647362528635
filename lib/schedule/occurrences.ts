// Occurrences of events inside a visible range, for the week and month views. Expands the RRULE subset
// the event form writes (FREQ DAILY/WEEKLY/MONTHLY/YEARLY, INTERVAL, COUNT, UNTIL, BYDAY for weekly).
export type Occurrence<E> = { event: E; start: Date; end: Date };

const DAYS = ["SU", "MO", "TU", "WE", "TH", "FR", "SA"];
const MAX_STEPS = 2000;

function parseRule(rule: string): Record<string, string> {
  return Object.fromEntries(
    rule
      .split(";")
      .filter(Boolean)
      .map((p) => p.split("=") as [string, string]),
  );
}

function parseUntil(v: string): Date {
  const m = v.match(/^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/);
  return m ? new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +(m[4] ?? 23), +(m[5] ?? 59), +(m[6] ?? 59))) : new Date(v);
}

export function occurrencesBetween<E extends { StartTime: string; EndTime: string; RecurrenceRule: string | null }>(
  events: E[],
  from: Date,
  to: Date,
): Occurrence<E>[] {
  const out: Occurrence<E>[] = [];
  for (const event of events) {
    const start = new Date(event.StartTime);
    const length = new Date(event.EndTime).getTime() - start.getTime();
    const push = (s: Date) => {
      const e = new Date(s.getTime() + length);
      if (s < to && e > from) out.push({ event, start: s, end: e });
    };
    if (!event.RecurrenceRule) {
      push(start);
      continue;
    }
    const r = parseRule(event.RecurrenceRule);
    const interval = Math.max(1, Number(r.INTERVAL ?? 1));
    const count = r.COUNT ? Number(r.COUNT) : Infinity;
    const until = r.UNTIL ? parseUntil(r.UNTIL) : null;
    const byDay = r.BYDAY ? r.BYDAY.split(",").map((d) => DAYS.indexOf(d.slice(-2))) : [start.getDay()];
    let emitted = 0;
    steps: for (let step = 0; step < MAX_STEPS && emitted < count; step++) {
      const base = new Date(start);
      if (r.FREQ === "DAILY") base.setDate(start.getDate() + step * interval);
      else if (r.FREQ === "WEEKLY") base.setDate(start.getDate() - start.getDay() + step * 7 * interval);
      else if (r.FREQ === "MONTHLY") base.setMonth(start.getMonth() + step * interval);
      else if (r.FREQ === "YEARLY") base.setFullYear(start.getFullYear() + step * interval);
      else break;
      const candidates =
        r.FREQ === "WEEKLY"
          ? byDay.sort().map((d) => {
              const c = new Date(base);
              c.setDate(base.getDate() + d);
              return c;
            })
          : [base];
      for (const c of candidates) {
        if (c < start || emitted >= count) continue;
        if ((until && c > until) || c >= to) break steps;
        emitted++;
        push(c);
      }
    }
  }
  return out.sort((a, b) => a.start.getTime() - b.start.getTime());
}

/**
 * All-day events are stored as UTC midnights with an exclusive end (like RFC 5545 DATE values); a view shows
 * them on the same calendar days in any zone, so they are read as local midnights.
 */
export function localDayOf(iso: string): Date {
  const d = new Date(iso);
  return new Date(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
}

export function asLocalDays<E extends { StartTime: string; EndTime: string; IsAllDay: boolean }>(e: E): E {
  return e.IsAllDay
    ? { ...e, StartTime: localDayOf(e.StartTime).toISOString(), EndTime: localDayOf(e.EndTime).toISOString() }
    : e;
}
