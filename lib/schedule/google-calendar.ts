// The teacher's Google Calendar through the official client (endpoint configurable: GOOGLE_API_URL), used
// only outside database transactions. The grant is the {access_token} stored by POST /auth/calendar/.
import { google, type calendar_v3 } from "googleapis";
import { env } from "@/lib/env";
import type { ScheduleEvent } from "@/lib/generated/prisma/client";

export function grantToken(grant: unknown): string | null {
  const token = (grant as { access_token?: unknown } | null)?.access_token;
  return typeof token === "string" && token ? token : null;
}

function client(accessToken: string) {
  const auth = new google.auth.OAuth2({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET });
  auth.setCredentials({ access_token: accessToken });
  return google.calendar({ version: "v3", auth, rootUrl: env.GOOGLE_API_URL, timeout: 10_000, retry: false });
}

function toGoogle(e: ScheduleEvent): calendar_v3.Schema$Event {
  const day = (d: Date) => d.toISOString().slice(0, 10);
  return {
    summary: e.subject,
    description: e.description,
    iCalUID: `${e.guid}@sprout`,
    start: e.isAllDay
      ? { date: day(e.startTime) }
      : { dateTime: e.startTime.toISOString(), ...(e.startTimezone && { timeZone: e.startTimezone }) },
    end: e.isAllDay
      ? { date: day(e.endTime) }
      : { dateTime: e.endTime.toISOString(), ...(e.endTimezone && { timeZone: e.endTimezone }) },
    ...(e.recurrenceRule && { recurrence: [`RRULE:${e.recurrenceRule}`] }),
  };
}

/** Creates or replaces the event in the primary calendar; returns Google's event id (EId). */
export async function pushToGoogle(accessToken: string, e: ScheduleEvent): Promise<string> {
  const calendar = client(accessToken);
  const res = e.googleEventId
    ? await calendar.events.update({ calendarId: "primary", eventId: e.googleEventId, requestBody: toGoogle(e) })
    : await calendar.events.insert({ calendarId: "primary", requestBody: toGoogle(e) });
  if (!res.data.id) throw new Error("Google returned no event id");
  return res.data.id;
}

export async function removeFromGoogle(accessToken: string, googleEventId: string): Promise<void> {
  await client(accessToken).events.delete({ calendarId: "primary", eventId: googleEventId });
}

export function googleErrorMessage(error: unknown): string {
  const e = error as { response?: { status?: number }; message?: string };
  const status = e.response?.status;
  if (status === 401 || status === 403) return "Google refused the calendar grant; connect Google Calendar again.";
  return `Google Calendar could not be reached${status ? ` (HTTP ${status})` : ""}.`;
}
