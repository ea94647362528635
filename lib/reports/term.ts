// "This term" of the term report (issue 39, DECISIONS): school-local calendar dates. By default the school year
// so far: from 1 August (the school year the OneRoster export writes, lib/rostering/export.ts) to today.
import type { IsoDate } from "@/lib/curriculum/dates";

export type Term = { from: IsoDate; to: IsoDate };

/** The term from the query's dates, each defaulting to the school year so far as of `today` (YYYY-MM-DD). */
export function termOf(today: IsoDate, from?: IsoDate, to?: IsoDate): Term {
  const year = Number(today.slice(0, 4));
  const start = today.slice(5) >= "08-01" ? `${year}-08-01` : `${year - 1}-08-01`;
  return { from: from ?? start, to: to ?? today };
}

const MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "1 August 2026": a date as a family reads it. */
export function dateWords(date: IsoDate): string {
  return `${Number(date.slice(8, 10))} ${MONTHS[Number(date.slice(5, 7)) - 1]} ${date.slice(0, 4)}`;
}

/** "2 hours 5 minutes", "45 minutes", "no time yet". */
export function minutesWords(minutes: number): string {
  if (minutes <= 0) return "no time yet";
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  const part = (n: number, unit: string) => (n ? `${n} ${unit}${n === 1 ? "" : "s"}` : "");
  return [part(h, "hour"), part(m, "minute")].filter(Boolean).join(" ");
}
