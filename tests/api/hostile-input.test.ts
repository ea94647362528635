// The hostile-input corpus (issue 8, finding 3): every route file under app/api (tests/support/route-files.ts,
// so a new endpoint enters automatically) is driven with every class of bad value, signed in as someone who
// can reach it, against a world of real records it can touch. No answer may be a 5xx; a refused request must
// leave every table as it was; NUL, lone surrogates, impossible or out-of-range dates and broken JSON must be a
// 400 naming the field. Random incompressible strings and 64-bit integers go into every field (issue 21,
// docs/decisions/162).
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { prisma } from "@/lib/db/client";
import { startSession } from "@/lib/auth/sessions";
import { listRouteFiles, loadRoute, type HttpMethod, type RouteFile } from "../support/route-files";
import { createUser } from "../support/factories";
import { createUnit, day } from "../support/curriculum-factories";
import {
  BODY_CLASSES,
  DATE_CLASSES,
  FIELD_CLASSES,
  HEADER_CLASSES,
  PARAM_CLASSES,
  QUERY_CLASSES,
  isDateLike,
  type ValueClass,
} from "../support/hostile-values";

type World = Awaited<ReturnType<typeof buildWorld>>;
type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Promise<Response>;

/** next-auth's handler needs Next's request scope (cookies()); the browser tests drive it through a real server. */
const NEEDS_NEXT_SERVER = new Set(["/api/auth/[...nextauth]"]);
const routes = listRouteFiles().filter((r) => !NEEDS_NEXT_SERVER.has(r.pattern));
const tally = { requests: 0, fiveHundreds: 0 };
/** Counters that a refused sign-in or inquiry is meant to bump (throttling), not data. */
/** The audit log records refused requests on purpose (docs/decisions/140). */
// Tables a refused request may still write (a throttle counter, the audit entry of the refusal), and the session
// each attempt starts for itself.
const BOOKKEEPING = new Set(["auth_throttle", "rate_limit", "audit_log", "auth_session"]);

const student = {
  firstName: "Ada",
  lastName: "Lovelace",
  email: "ada@school.test",
  username: "ada.l",
  dob: "2016-05-04",
};
const event = {
  Subject: "Robotics club",
  StartTime: "2027-03-01T15:00:00.000Z",
  EndTime: "2027-03-01T16:00:00.000Z",
  IsAllDay: false,
  Description: "Bring laptops",
};

/** A valid body per route and method, so one bad field at a time reaches the deepest validation. */
const SAMPLES: Record<string, (w: World) => unknown> = {
  "POST /api/academics/calendar/schedules": () => event,
  "PUT /api/academics/calendar/schedules/[id]": () => event,
  "PUT /api/academics/calendar/[eventId]": () => event,
  "DELETE /api/academics/calendar/schedules/delete": (w) => ({ Id: w.eventId }),
  "PATCH /api/academics/class/[classId]/levelthreshold": () => ({
    levelThresholds: [{ grade: "Grade 2", level: "Green" }],
  }),
  "PATCH /api/academics/class/[classId]/screentime": () => ({
    timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "No Limit" }],
  }),
  "POST /api/academics/class/[classId]/student/[studentId]/level-threshold": () => ({
    grade: "Grade 2",
    level: "Green",
  }),
  "PUT /api/academics/class/[classId]/student/[studentId]": () => ({
    student: { firstName: "Ada", lastName: "King", dob: "2016-05-04" },
  }),
  "PUT /api/academics/class/[classId]/student/[studentId]/screen-time/[id]": () => ({
    timeLimit: "2",
    dayOfTheWeek: "Monday",
  }),
  "POST /api/academics/class/[classId]/student": () => ({
    student: { ...student, username: "grace.h", email: "grace@school.test" },
  }),
  "POST /api/academics/class": () => ({
    className: "Coders",
    grade: "Grade 2",
    subject: "CS",
    roomNumber: "4",
    color: "green",
    student: { ...student, username: "alan.t", email: "alan@school.test" },
  }),
  "PUT /api/academics/comment/[id]": () => ({ text: "Great loops today" }),
  "POST /api/academics/comment/student/[id]": () => ({ text: "Great loops today" }),
  "POST /api/academics/class/[classId]/student/[studentId]/feedback": () => ({
    puzzleId: "first-steps",
    text: "Try a loop here",
  }),
  "POST /api/users/student/feedback/seen": () => ({ ids: ["00000000-0000-4000-8000-000000000000"] }),
  "PUT /api/academics/curriculums/units/[unitId]/assignment/[id]": (w) => ({
    title: "Maze",
    start_date: day(0),
    end_date: day(9),
    number: 3,
    skills: [{ skillId: "1A-AP-08" }],
    students: [w.studentId],
    status: "assigned",
  }),
  "POST /api/academics/curriculums/units/[unitId]/assignment": (w) => ({
    title: "Maze",
    start_date: day(0),
    end_date: day(9),
    number: 3,
    skills: [{ skillId: "1A-AP-08" }],
    students: [w.studentId],
  }),
  "PUT /api/academics/curriculums/units/[unitId]/lessons/[id]": () => ({ text: "Loops repeat things" }),
  "POST /api/academics/curriculums/units/[unitId]/lessons": () => ({ text: "Loops repeat things" }),
  "PUT /api/academics/curriculums/units/[unitId]": () => ({
    title: "Loops",
    start_date: "2027-03-01",
    end_date: "2027-04-01",
    is_current: false,
  }),
  "POST /api/academics/curriculums/units": (w) => [
    {
      title: "Loops",
      standard: "CSTA",
      level: "Green",
      grades: ["1"],
      description: "",
      is_current: false,
      is_finished: false,
      start_date: "2027-03-01",
      end_date: "2027-04-01",
      class_model: w.classId,
    },
  ],
  "PUT /api/academics/notes": () => ({ text: "<b>Bring</b> robots" }),
  "POST /api/auth/calendar": () => ({ access_token: "ya29.token" }),
  "POST /api/auth/confirm-email": () => ({ key: "some-key" }),
  "POST /api/auth/google": () => ({ access_token: "ya29.token", role: "teacher" }),
  "POST /api/auth/login": (w) => ({ username: w.adultUsername, password: "wrong-password-1" }),
  "POST /api/auth/registration/resend-email": () => ({ email: "someone@school.test" }),
  "POST /api/auth/registration": () => ({
    role: "student",
    email: "kid@school.test",
    username: "kid.one",
    firstname: "Kid",
    password1: "Tulip-Garden-77",
    password2: "Tulip-Garden-77",
    terms: true,
    grade: "Grade 3",
    dob: "2017-01-02",
  }),
  "POST /api/auth/social/confirm-add-role": () => ({ confirmation_token: "abc" }),
  "POST /api/auth/token/refresh": () => ({ refresh: "not.a.token" }),
  "PUT /api/auth/user": () => ({ firstname: "Ada", dob: "1990-01-02", country: "Canada" }),
  "POST /api/auth/user/email": () => ({ email: "new.address@school.test", password: "wrong-password-1" }),
  "PATCH /api/auth/user": () => ({ firstname: "Ada", dob: "1990-01-02", country: "Canada" }),
  "POST /api/contact/institution": () => ({
    name: "Ada",
    email: "ada@school.test",
    institution: "Hill School",
    message: "We would like Sprout for our school.",
    students: 40,
  }),
  "PUT /api/users/accessibility": () => ({ biggerText: 1 }),
  "POST /api/chat/teacher": (w) => ({ parentId: w.adultId, childId: w.studentUserId }),
  "POST /api/chat/parent": (w) => ({ teacherId: w.adultId, childId: w.studentUserId }),
  "POST /api/chat/teacher/message/[id]": () => ({ text: "See https://sprout.test/maze" }),
  "POST /api/chat/parent/message/[id]": () => ({ text: "Thank you!" }),
  "POST /api/chat/teacher/message/[id]/read": () => ({ upTo: 1 }),
  "POST /api/chat/parent/message/[id]/read": () => ({ upTo: 1 }),
  "PUT /api/chat/teacher/quiet-hours": () => ({
    quietHours: { start: "21:00", end: "07:00", timeZone: "America/Toronto" },
  }),
  "POST /api/chat/message/[id]/report": () => ({ reason: "Unkind words" }),
  "POST /api/organization/admin": () => ({ name: "Maple", description: "A school", invite_code: "MAPLE-2" }),
  "POST /api/organization/role": (w) => ({
    name: "Helper",
    description: "Helps in class",
    kind: "teacher",
    organization: w.organizationId,
  }),
  "POST /api/organization/[id]/invite": (w) => ({ email: "new.teacher@school.test", role: w.organizationRoleId }),
  // The OneRoster upload is a form; as JSON its fields are read and the missing zip refused (400).
  "POST /api/organization/[id]/oneroster": () => ({ dryRun: "true", applyRemovals: "false" }),
  "PUT /api/organization/invitations/[id]": () => ({ status: 1 }),
  "POST /api/organization/license/admin": () => ({
    name: "Classroom",
    description: "One class for a year",
    price: "120.00",
    duration: 365,
    seats: 30,
  }),
  "POST /api/organization/license/requests/[orgId]": (w) => ({ license: w.spareLicenseId }),
  "PUT /api/organization/license/requests/[orgId]/[requestId]": () => ({ status: "granted" }),
  "POST /api/users/student/heartbeat": () => ({ puzzleId: "first-steps" }),
  "POST /api/users/student/help-request": () => ({ puzzleId: "first-steps" }),
  "PUT /api/users/student/puzzle-drafts/[puzzleId]": () => ({
    program: { blocks: { languageVersion: 0, blocks: [{ type: "sprout_start", id: "start" }] } },
  }),
};
const GENERIC_SAMPLE = {
  name: "Ada",
  title: "Loops",
  text: "hello",
  email: "ada@school.test",
  date: "2027-03-01",
  when: "2027-03-01T10:00:00Z",
  count: 1,
};

/** Query keys a GET reads, with a valid value each (a generic key for the rest). */
const QUERY_SAMPLES: Record<string, Record<string, string>> = {
  "/api/academics/calendar/schedules": { from: "2027-03-01T00:00:00Z", to: "2027-04-01T00:00:00Z" },
  "/api/academics/curriculums/units": { class_model: "" },
  "/api/academics/teacher/username": { firstName: "Ada", lastName: "Lovelace" },
  "/api/teachers/class/[id]/print-student-logins": { paper: "a4" },
  "/api/academics/curriculums/standards": { standard: "CSTA" },
  "/api/chat/stream": { lastEventId: "0" },
  "/api/organization/[id]/users": { page: "1", pageSize: "10" },
  "/api/organization/[id]/users/students": { page: "1", pageSize: "10" },
  "/api/organization/[id]/invite": { page: "1", pageSize: "10" },
  "/api/chat/teacher/message/[id]": { before: "100", limit: "20" },
  "/api/chat/parent/message/[id]": { before: "100", limit: "20" },
  "/api/organization/[id]/audit-logs": {
    actor: "ada",
    action: "class.create",
    record: "class",
    from: "2026-01-01",
    to: "2026-12-31",
    page: "1",
    pageSize: "20",
  },
  "/api/organization/[id]/audit-logs/export": { actor: "ada", action: "class", from: "2026-01-01", to: "2026-12-31" },
  "/api/organization/[id]/audit-logs/verify": { seq: "1", hash: "0".repeat(64) },
  "/api/academics/class/[classId]/student/[studentId]/puzzle-progress": { puzzleId: "count-the-steps" },
  "/api/academics/class/[classId]/student/[studentId]/attempts": { puzzleId: "first-steps" },
  "/api/academics/class/[classId]/student/[studentId]/feedback": { puzzleId: "first-steps" },
  "/api/parent/child/[id]/attempts": { puzzleId: "first-steps" },
  "/api/users/student/feedback": { puzzleId: "first-steps" },
  // These read no query: they get hostile params, headers and a stray key like every route.
  "/api/chat/reports": {},
  "/api/organization/[id]/analytics": {},
  "/api/parent/child/[id]/export": { format: "json" },
  "/api/organization/[id]/export": {},
  "/api/organization/[id]/oneroster": {},
  "/api/organization/[id]/oneroster/[importId]": {},
};

async function json(handler: Handler | undefined, token: string, body: unknown, params: Record<string, string> = {}) {
  const res = await handler!(
    new NextRequest("http://sprout.test/api/x", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve(params) },
  );
  const out = await res.json();
  if (res.status >= 400) throw new Error(`world setup failed: ${res.status} ${JSON.stringify(out)}`);
  return out;
}

/** Real records of every kind, owned by one adult (teacher, parent and organizer) with a student in their class. */
async function buildWorld() {
  const adult = await createUser({ roles: ["teacher", "parent", "organizer"] });
  const { access_token: token } = await startSession(adult.id);
  const mod = async (pattern: string) =>
    loadRoute(routes.find((r) => r.pattern === pattern)!) as Promise<Record<string, Handler>>;
  const cls = await json((await mod("/api/academics/class")).POST, token, {
    className: "World",
    grade: "Grade 2",
    student,
  });
  const classId: string = cls.class.id;
  const [st] = await prisma.student.findMany({ where: { classId }, include: { timeLimits: true } });
  const unitId = (await createUnit(classId, { status: "current" })).id;
  const lesson = await json(
    (await mod("/api/academics/curriculums/units/[unitId]/lessons")).POST,
    token,
    { text: "Loops" },
    { unitId },
  );
  const assignment = await json(
    (await mod("/api/academics/curriculums/units/[unitId]/assignment")).POST,
    token,
    {
      title: "Maze",
      start_date: day(0),
      end_date: day(7),
      number: 2,
      skills: [{ skillId: "1A-AP-08" }],
      students: [st.id],
    },
    { unitId },
  );
  const comment = await json(
    (await mod("/api/academics/comment/student/[id]")).POST,
    token,
    { text: "Kind" },
    { id: st.id },
  );
  const ev = await json((await mod("/api/academics/calendar/schedules")).POST, token, event);
  const feedMod = await mod("/api/academics/calendar/feed");
  const feed = await (
    await feedMod.GET!(new NextRequest("http://sprout.test/api/x", { headers: { authorization: `Bearer ${token}` } }), {
      params: Promise.resolve({}),
    })
  ).json();
  // The adult is also the student's parent, so the chat routes reach their deepest checks on a real conversation.
  await prisma.parentChild.create({ data: { parentId: adult.id, childId: st.userId } });
  const conversation = await prisma.conversation.create({
    data: { teacherId: adult.id, parentId: adult.id, childId: st.userId },
  });
  const message = await prisma.chatMessage.create({
    data: { conversationId: conversation.id, senderId: adult.id, body: "Hello" },
  });
  // The adult organizes an organization the class is filed under, with a role and an invitation to themself.
  const org = await prisma.organization.create({ data: { name: "Hostile school", inviteCode: "HOSTILE-1" } });
  await prisma.organizationMember.create({ data: { organizationId: org.id, userId: adult.id, kind: "organizer" } });
  await prisma.user.update({ where: { id: adult.id }, data: { organizationId: org.id } });
  await prisma.class.update({ where: { id: classId }, data: { organizationId: org.id } });
  const orgRole = await prisma.organizationRole.create({ data: { organizationId: org.id, name: "Teacher" } });
  const orgInvitation = await prisma.organizationInvitation.create({
    data: {
      organizationId: org.id,
      roleId: orgRole.id,
      kind: "teacher",
      email: adult.email!,
      tokenHash: "hostile-invitation",
      expiresAt: new Date(Date.now() + 86_400_000),
    },
  });
  // As the deployment's only organizer the adult is its administrator: two catalog licenses, one requested for the
  // organization and waiting for an answer.
  const [license, spareLicense] = await Promise.all(
    ["Classroom", "School"].map((name) =>
      prisma.license.create({ data: { name, priceCents: 12000, durationDays: 365, seats: 30 } }),
    ),
  );
  const licenseRequest = await prisma.licenseRequest.create({
    data: { organizationId: org.id, licenseId: license.id, requestedById: adult.id },
  });
  return {
    organizationId: org.id,
    organizationRoleId: orgRole.id,
    organizationInvitationId: orgInvitation.id,
    adultId: adult.id,
    adultUsername: adult.username,
    studentUserId: st.userId,
    classId,
    studentId: st.id,
    timeLimitId: st.timeLimits[0]?.id ?? crypto.randomUUID(),
    unitId,
    lessonId: lesson.id as string,
    assignmentId: assignment.id as string,
    commentId: comment.id as string,
    eventId: ev.Id as string,
    feedFile: String(feed.feedUrl).split("/").pop()!,
    conversationId: conversation.id,
    messageId: String(message.id),
    licenseId: license.id,
    spareLicenseId: spareLicense.id,
    licenseRequestId: licenseRequest.id,
  };
}

/** Named segments and what fills them. */
const BY_NAME: Record<string, (w: World) => string> = {
  classId: (w) => w.classId,
  studentId: (w) => w.studentId,
  unitId: (w) => w.unitId,
  eventId: (w) => w.eventId,
  file: (w) => w.feedFile,
  word: () => "loop",
  nextauth: () => "session",
  orgId: (w) => w.organizationId,
  requestId: (w) => w.licenseRequestId,
  puzzleId: () => "first-steps",
};
/** An `[id]` segment, by the path segment before it. */
const ID_AFTER: Record<string, (w: World) => string> = {
  class: (w) => w.classId,
  student: (w) => w.studentId,
  comment: (w) => w.commentId,
  schedules: (w) => w.eventId,
  lessons: (w) => w.lessonId,
  assignment: (w) => w.assignmentId,
  "screen-time": (w) => w.timeLimitId,
  message: (w) => w.conversationId,
  organization: (w) => w.organizationId,
  role: (w) => w.organizationRoleId,
  invitations: (w) => w.organizationInvitationId,
  admin: (w) => w.licenseId,
};

/** Fills a route's dynamic segments with the world's records (unknown ones get a fresh uuid). */
function paramsFor(route: RouteFile, w: World): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of route.params) {
    const before = route.pattern.split(`/[${name}]`)[0].split("/").pop() ?? "";
    const fill =
      name !== "id"
        ? BY_NAME[name]
        : route.pattern.startsWith("/api/chat/message/")
          ? (world: World) => world.messageId
          : ID_AFTER[before];
    out[name] = fill ? fill(w) : crypto.randomUUID();
  }
  return out;
}

async function fingerprint(): Promise<Record<string, string>> {
  const tables = await prisma.$queryRaw<
    { tablename: string }[]
  >`SELECT tablename::text AS tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  const names = tables
    .map((t) => t.tablename)
    .filter((t) => !BOOKKEEPING.has(t))
    .sort();
  const sql = names
    // Every insert or update writes a row version with a newer transaction id (xmin); a delete lowers the count.
    .map(
      (t) => `SELECT '${t}' AS t, count(*)::text || ':' || coalesce(max(xmin::text::bigint), 0)::text AS h FROM "${t}"`,
    )
    .join(" UNION ALL ");
  const rows = await prisma.$queryRawUnsafe<{ t: string; h: string }[]>(sql);
  return Object.fromEntries(rows.map((r) => [r.t, r.h]));
}

type Attempt = {
  label: string;
  params: Record<string, string>;
  query?: Record<string, string>;
  body?: string | Uint8Array;
  headers?: Record<string, string>;
  mustRefuse?: boolean;
  field?: string;
};

async function send(handler: Handler, method: HttpMethod, token: string, a: Attempt) {
  const url = new URL("http://sprout.test/api/hostile");
  for (const [k, v] of Object.entries(a.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers({ "x-sprout-peer": "203.0.113.9", ...(a.headers ?? {}) });
  headers.set("authorization", `Bearer ${token}`);
  if (a.body !== undefined && !headers.has("content-type")) headers.set("content-type", "application/json");
  const req = new NextRequest(url, {
    method,
    headers,
    body: a.body === undefined || method === "GET" ? undefined : (a.body as BodyInit),
  });
  const res = await handler(req, { params: Promise.resolve(a.params) });
  // An event stream never ends: its status is the answer, and cancelling it closes the stream like a browser.
  if (res.headers.get("content-type")?.startsWith("text/event-stream")) {
    await res.body?.cancel();
    return { status: res.status, text: "" };
  }
  const text = await res.text();
  return { status: res.status, text };
}

async function drive(route: RouteFile, method: HttpMethod, attempts: (w: World) => Attempt[]) {
  const handler = (await loadRoute(route))[method] as Handler;
  const w = await buildWorld();
  // Who can reach it: the adult, unless the route answers the adult 403 (then the signed-in student).
  const probe = await send(handler, method, (await startSession(w.adultId)).access_token, {
    label: "probe",
    params: Object.fromEntries(route.params.map((p) => [p, "x"])),
    body: "{",
  });
  const userId = probe.status === 403 ? w.studentUserId : w.adultId;
  const failures: string[] = [];
  // The state after a refusal is the state before the next attempt: only an accepted write makes it stale.
  let current: Record<string, string> | null = null;
  for (const a of attempts(w)) {
    const { access_token } = await startSession(userId);
    const before = current ?? (await fingerprint());
    const { status, text } = await send(handler, method, access_token, a);
    tally.requests++;
    const where = `${method} ${route.pattern} — ${a.label}`;
    current = null;
    if (status >= 500) {
      tally.fiveHundreds++;
      failures.push(`${where}: ${status} ${text.slice(0, 300)}`);
      continue;
    }
    if (status >= 400) {
      const after = await fingerprint();
      const changed = Object.keys(after).filter((t) => after[t] !== before[t]);
      if (changed.length) failures.push(`${where}: refused with ${status} but wrote ${changed.join(", ")}`);
      current = after;
    }
    if (a.mustRefuse) {
      if (status !== 400 && status !== 413 && status !== 404)
        failures.push(`${where}: expected a refusal, got ${status} ${text.slice(0, 200)}`);
      else if (status === 400 && a.field && !text.includes(a.field))
        failures.push(`${where}: 400 does not name ${a.field}: ${text.slice(0, 200)}`);
    }
  }
  expect(failures.join("\n")).toBe("");
}

/** Paths to every leaf of a sample body (a.b, a.0.c), up to three levels deep. */
function leaves(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (path.length < 3 && value && typeof value === "object") {
    const entries = Array.isArray(value) ? value.slice(0, 1).map((v, i) => [i, v] as const) : Object.entries(value);
    const out = entries.flatMap(([k, v]) => leaves(v, [...path, k]));
    return out.length ? out : [path];
  }
  return [path];
}

function withValue(sample: unknown, path: (string | number)[], value: unknown): unknown {
  if (!path.length) return value;
  const copy: any = Array.isArray(sample) ? [...sample] : { ...(sample as object) };
  copy[path[0]] = withValue(copy[path[0]], path.slice(1), value);
  return copy;
}

const at = (sample: unknown, path: (string | number)[]) => path.reduce<any>((v, k) => v?.[k], sample);

function bodyAttempts(route: RouteFile, method: HttpMethod, w: World): Attempt[] {
  const params = paramsFor(route, w);
  const sample = (SAMPLES[`${method} ${route.pattern}`] ?? (() => GENERIC_SAMPLE))(w);
  const out: Attempt[] = BODY_CLASSES.map((c) => ({
    label: `body: ${c.name}`,
    params,
    body: c.raw,
    mustRefuse: c.mustRefuse && Boolean(SAMPLES[`${method} ${route.pattern}`]),
  }));
  for (const path of leaves(sample)) {
    const field = path.join(".");
    const known = Boolean(SAMPLES[`${method} ${route.pattern}`]);
    const classes: ValueClass[] = [...FIELD_CLASSES, ...(isDateLike(at(sample, path)) ? DATE_CLASSES : [])];
    for (const c of classes) {
      out.push({
        label: `${field}: ${c.name}`,
        params,
        body: JSON.stringify(withValue(sample, path, c.value)),
        mustRefuse: c.mustRefuse && known,
        field: path[path.length - 1] === undefined ? undefined : String(path[path.length - 1]),
      });
    }
  }
  return out;
}

function paramAttempts(route: RouteFile, w: World): Attempt[] {
  const good = paramsFor(route, w);
  return route.params.flatMap((name) =>
    PARAM_CLASSES.map((c) => ({
      label: `param ${name}: ${c.name}`,
      params: { ...good, [name]: c.value as string },
      body: "{}",
      mustRefuse: c.mustRefuse,
      field: name,
    })),
  );
}

function queryAttempts(route: RouteFile, w: World): Attempt[] {
  const params = paramsFor(route, w);
  const sample = { ...(QUERY_SAMPLES[route.pattern] ?? {}), q: "loops" };
  return Object.entries(sample).flatMap(([key, good]) =>
    [...FIELD_CLASSES, ...QUERY_CLASSES, ...(isDateLike(good) ? DATE_CLASSES : [])]
      .filter((c) => typeof c.value === "string")
      // A URL cannot carry a lone surrogate (it is encoded, and decoded, as U+FFFD); only keys the route reads must refuse.
      .map((c) => ({
        label: `query ${key}: ${c.name}`,
        params,
        query: { ...sample, [key]: c.value as string },
        mustRefuse: c.mustRefuse && key !== "q" && !c.name.includes("surrogate"),
        field: key,
      })),
  );
}

function headerAttempts(route: RouteFile, w: World): Attempt[] {
  return HEADER_CLASSES.map((c) => ({
    label: `headers: ${c.name}`,
    params: paramsFor(route, w),
    headers: c.headers,
    body: "{}",
  }));
}

beforeEach(() => undefined);

afterAll(() => {
  console.log(
    `hostile-input corpus: ${tally.requests} requests over ${routes.length} route files, ${tally.fiveHundreds} answered 5xx`,
  );
});

describe("hostile input never breaks a route", () => {
  for (const route of routes) {
    for (const method of route.methods) {
      const isWrite = method !== "GET";
      it(`${method} ${route.pattern}`, { timeout: 240_000 }, async () => {
        await drive(route, method, (w) => [
          ...(isWrite ? bodyAttempts(route, method, w) : queryAttempts(route, w)),
          ...paramAttempts(route, w),
          ...headerAttempts(route, w),
        ]);
      });
    }
  }
});
