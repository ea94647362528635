// The route wrapper's audit step (docs/decisions/140): every POST/PUT/PATCH/DELETE through lib/api/route.ts —
// done or failed — and every GET that opts in (exports, card prints) becomes one audit entry, with defaults taken
// from the method and the route's path so most routes declare nothing. A refused one (4xx) is counted instead,
// per actor, route, status and minute (./refusals.ts, issue 41): an attacker's traffic no longer grows the chain.
import { rolesOf } from "@/lib/auth/roles";
import type { User } from "@/lib/generated/prisma/client";
import { clientIp } from "@/lib/http/request";
import { isUuid, recordAudit, type AuditActor, type AuditNote } from "./record";
import { recordRefusal } from "./refusals";

/**
 * A route's `audit` option: `false` records nothing (a route that records its own entries), an object names the
 * action (default "POST /api/academics/class/[id]") and the record type (default: the path word before the last
 * parameter), and makes a GET audited (exports, card prints).
 */
export type AuditOption = false | { action?: string; record?: string };

/** What the wrapper learnt about a request by the time it answered. */
export type AuditTrail = {
  actor: { id: string; roles: readonly string[]; organizationId: string | null; user: Pick<User, "username"> } | null;
  params: Record<string, string | string[]>;
  body: unknown;
  result: unknown;
  note: AuditNote;
};

const WRITES = new Set(["POST", "PUT", "PATCH", "DELETE"]);

export function newAuditTrail(): AuditTrail {
  return { actor: null, params: {}, body: undefined, result: undefined, note: {} };
}

/** Writes unless the route opted out; a GET when the route opted in or its handler named an action (an export). */
export function isAudited(method: string, option: AuditOption | undefined, note: AuditNote): boolean {
  if (option === false) return false;
  return WRITES.has(method) || option !== undefined || note.action !== undefined;
}

/** The path with each parameter's value put back as its name: /api/academics/class/[id]/. */
function pattern(pathname: string, params: AuditTrail["params"]): string[] {
  const names = new Map<string, string>();
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) names.set(v, `[${name}]`);
  }
  return pathname.split("/").map((seg) => {
    let decoded = seg;
    try {
      decoded = decodeURIComponent(seg);
    } catch {
      /* a malformed segment stays as it came */
    }
    return names.get(decoded) ?? names.get(seg) ?? seg;
  });
}

function defaultRecord(segments: string[], params: AuditTrail["params"], result: unknown, type?: string) {
  for (let i = segments.length - 1; i > 0; i--) {
    const m = /^\[(.+)\]$/.exec(segments[i]);
    if (!m) continue;
    const value = params[m[1]];
    const prev = segments.slice(0, i).findLast((s) => s && !s.startsWith("["));
    if (typeof value === "string") return { type: type ?? prev ?? "record", id: value };
  }
  // A path the pattern could not place (a test calling the handler directly): the last parameter.
  const last = Object.entries(params).findLast(([, v]) => typeof v === "string");
  if (last) return { type: type ?? last[0].replace(/Id$/, ""), id: String(last[1]) };
  const id = result && typeof result === "object" ? (result as { id?: unknown }).id : undefined;
  if (typeof id !== "string" && typeof id !== "number") return null;
  return { type: type ?? segments.findLast((s) => s && !s.startsWith("[")) ?? "record", id: String(id) };
}

/**
 * The organization whose chain the entry joins. recordAudit keeps it only when the entry's actor is a member of
 * it (docs/decisions/161), so naming another organization in a path or a body files nothing in its log; a request
 * without an actor joins an organization's chain only when its handler named one.
 */
function organizationOf(segments: string[], trail: AuditTrail): string | null {
  if (trail.note.organizationId !== undefined) return trail.note.organizationId;
  if (!trail.actor && !trail.note.actor) return null;
  const at = segments.indexOf("organization");
  if (at >= 0 && segments[at + 1] === "[id]" && isUuid(trail.params.id)) return trail.params.id;
  const r = trail.result as { organizationId?: unknown; organization_id?: unknown; organization?: unknown } | null;
  const fromResult = r && typeof r === "object" ? (r.organizationId ?? r.organization_id ?? r.organization) : undefined;
  if (isUuid(fromResult)) return fromResult;
  return trail.actor?.organizationId ?? trail.note.actor?.organizationId ?? null;
}

function keysOf(value: unknown): string[] | undefined {
  if (!value || typeof value !== "object" || Array.isArray(value)) return undefined;
  const keys = Object.keys(value).sort();
  return keys.length ? keys : undefined;
}

/** Writes the request's entry, or counts its refusal (one statement either way). Never throws. */
export async function auditRequest(
  req: Request & { nextUrl: URL },
  requestId: string,
  option: AuditOption | undefined,
  trail: AuditTrail,
  status: number,
): Promise<void> {
  const segments = pattern(req.nextUrl.pathname, trail.params);
  const settings = option || {};
  const actor: AuditActor | null = trail.actor
    ? { id: trail.actor.id, username: trail.actor.user.username, roles: trail.actor.roles }
    : (trail.note.actor ?? null);
  if (status >= 400 && status < 500) {
    return recordRefusal({
      actor,
      organizationId: organizationOf(segments, trail),
      method: req.method,
      route: segments.join("/"),
      status,
      ip: clientIp(req),
      requestId,
    });
  }
  const fields = keysOf(trail.body);
  const query = req.method === "GET" ? keysOf(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
  await recordAudit({
    action: trail.note.action ?? settings.action ?? `${req.method} ${segments.join("/")}`,
    actor,
    organizationId: organizationOf(segments, trail),
    record: trail.note.record ?? defaultRecord(segments, trail.params, trail.result, settings.record),
    ip: clientIp(req),
    userAgent: req.headers.get("user-agent") ?? "",
    requestId,
    status,
    // Names of the fields sent, never their values; values only where a handler whitelisted them.
    details: { ...(fields && { fields }), ...(query && { query }), ...trail.note.details },
  });
}

/** The entry's actor for a sign-in route: the account a successful sign-in opened. */
export function signedInActor(user: {
  id: string;
  username: string;
  is_student: boolean;
  is_teacher: boolean;
  is_parent: boolean;
  is_organizer: boolean;
  organization_id?: string | null;
}): AuditActor & { organizationId: string | null } {
  return {
    id: user.id,
    username: user.username,
    roles: rolesOf({
      isStudent: user.is_student,
      isTeacher: user.is_teacher,
      isParent: user.is_parent,
      isOrganizer: user.is_organizer,
    }),
    organizationId: user.organization_id ?? null,
  };
}
