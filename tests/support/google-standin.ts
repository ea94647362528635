// A local HTTP stand-in for Google: tokeninfo and userinfo (tests register access tokens with the identity
// Google would report), Calendar v3 events and Classroom v1 courses with their students (./google-classroom-standin.ts).
// The product reaches it through the official client.
import http from "node:http";
import { handleClassroom, registerClassroomToken, type StandInCourse } from "./google-classroom-standin";

export type StandInIdentity = {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  aud?: string;
};

const g = globalThis as unknown as { __sproutGoogleTokens?: Map<string, StandInIdentity> };
g.__sproutGoogleTokens ??= new Map();

export function registerGoogleToken(token: string, identity: StandInIdentity) {
  g.__sproutGoogleTokens!.set(token, identity);
}

// Calendar: each registered calendar token owns a primary calendar (id → event). `fail` answers 503.
export type StandInCalendar = { events: Map<string, Record<string, unknown>>; fail: boolean };
const gc = globalThis as unknown as { __sproutGoogleCalendars?: Map<string, StandInCalendar> };
gc.__sproutGoogleCalendars ??= new Map();

export function registerCalendarToken(token: string, opts: { fail?: boolean } = {}): StandInCalendar {
  const calendar = { events: new Map<string, Record<string, unknown>>(), fail: Boolean(opts.fail) };
  gc.__sproutGoogleCalendars!.set(token, calendar);
  return calendar;
}

let calendarSeq = 0;

/** /calendar/v3/calendars/{calendarId}/events[/{eventId}] as Google answers them. */
function handleCalendar(
  req: http.IncomingMessage,
  body: string,
  url: URL,
  send: (s: number, d: unknown) => void,
): boolean {
  const m = url.pathname.match(/\/calendar\/v3\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/);
  if (!m) return false;
  const auth = req.headers.authorization ?? "";
  const calendar = gc.__sproutGoogleCalendars!.get(auth.replace(/^Bearer /, ""));
  if (!calendar) {
    send(401, { error: { code: 401, message: "Request had invalid authentication credentials." } });
    return true;
  }
  if (calendar.fail) {
    send(503, { error: { code: 503, message: "The service is currently unavailable." } });
    return true;
  }
  const eventId = m[2] ? decodeURIComponent(m[2]) : null;
  const json = body ? (JSON.parse(body) as Record<string, unknown>) : {};
  if (req.method === "POST" && !eventId) {
    const id = `gcal${++calendarSeq}`;
    calendar.events.set(id, { ...json, id, status: "confirmed" });
    send(200, calendar.events.get(id));
  } else if (req.method === "GET" && !eventId) {
    send(200, { kind: "calendar#events", items: [...calendar.events.values()] });
  } else if (eventId && !calendar.events.has(eventId)) {
    send(404, { error: { code: 404, message: "Not Found" } });
  } else if (eventId && (req.method === "PUT" || req.method === "PATCH")) {
    calendar.events.set(eventId, {
      ...(req.method === "PATCH" ? calendar.events.get(eventId) : {}),
      ...json,
      id: eventId,
    });
    send(200, calendar.events.get(eventId));
  } else if (eventId && req.method === "DELETE") {
    calendar.events.delete(eventId);
    send(204, "");
  } else if (eventId) {
    send(200, calendar.events.get(eventId));
  } else send(405, { error: { code: 405, message: "Method not allowed" } });
  return true;
}

function tokenFrom(req: http.IncomingMessage, body: string, url: URL): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith("Bearer ")) return auth.slice(7);
  return url.searchParams.get("access_token") ?? new URLSearchParams(body).get("access_token");
}

export function startGoogleStandIn(): Promise<{ url: string }> {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://local");
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(status === 204 ? undefined : JSON.stringify(data));
      };
      if (handleCalendar(req, body, url, send)) return;
      if (handleClassroom(req, url, send)) return;
      // Browser tests run the stand-in in another process: they register tokens over HTTP.
      if (req.method === "POST" && url.pathname === "/__test/tokens") {
        const { token, identity, calendar, classroom } = JSON.parse(body) as {
          token: string;
          identity?: StandInIdentity;
          calendar?: boolean;
          classroom?: StandInCourse[];
        };
        if (identity) registerGoogleToken(token, identity);
        if (calendar) registerCalendarToken(token);
        if (classroom) registerClassroomToken(token, classroom);
        return send(200, { ok: true });
      }
      const identity = g.__sproutGoogleTokens!.get(tokenFrom(req, body, url) ?? "");
      if (!identity) return send(400, { error: "invalid_token", error_description: "Invalid Value" });
      if (url.pathname.endsWith("/tokeninfo")) {
        return send(200, {
          aud: identity.aud ?? "sprout-test-client",
          sub: identity.sub,
          email: identity.email,
          email_verified: String(identity.email_verified ?? true),
          scope: "openid email profile",
          expires_in: "3599",
        });
      }
      if (url.pathname.endsWith("/oauth2/v2/userinfo")) {
        return send(200, {
          id: identity.sub,
          email: identity.email,
          verified_email: identity.email_verified ?? true,
          given_name: identity.given_name ?? "",
          family_name: identity.family_name ?? "",
        });
      }
      send(404, { error: "not_found" });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}` });
    });
  });
}
