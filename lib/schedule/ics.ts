// RFC 5545 text for the private feed: CRLF lines folded at 75 octets, escaped TEXT values, UTC times.
import type { ScheduleEvent } from "@/lib/generated/prisma/client";

export function escapeText(value: string): string {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");
}

/** Folds a content line so no line exceeds 75 octets, never splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = "";
  let bytes = 0;
  for (const ch of line) {
    const size = Buffer.byteLength(ch);
    const limit = out.length === 0 ? 75 : 74; // continuation lines start with a space
    if (bytes + size > limit) {
      out.push(current);
      current = "";
      bytes = 0;
    }
    current += ch;
    bytes += size;
  }
  out.push(current);
  return out.join("\r\n ");
}

const utc = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");
const date = (d: Date) => d.toISOString().slice(0, 10).replace(/-/g, "");

export function buildIcs(events: ScheduleEvent[], calendarName: string, stamp: Date): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Sprout//Teacher schedule//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    `X-WR-CALNAME:${escapeText(calendarName)}`,
  ];
  for (const e of events) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.guid}@sprout`,
      `DTSTAMP:${utc(stamp)}`,
      ...(e.isAllDay
        ? [`DTSTART;VALUE=DATE:${date(e.startTime)}`, `DTEND;VALUE=DATE:${date(e.endTime)}`]
        : [`DTSTART:${utc(e.startTime)}`, `DTEND:${utc(e.endTime)}`]),
      `SUMMARY:${escapeText(e.subject)}`,
      ...(e.description ? [`DESCRIPTION:${escapeText(e.description)}`] : []),
      ...(e.recurrenceRule ? [`RRULE:${e.recurrenceRule}`] : []),
      `LAST-MODIFIED:${utc(e.updatedAt)}`,
      "END:VEVENT",
    );
  }
  lines.push("END:VCALENDAR");
  return lines.map(foldLine).join("\r\n") + "\r\n";
}
