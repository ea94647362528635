// The bare floor the benches compare Sprout against: node:http + one pg Pool doing the same work as Sprout's
// routes with nothing else (no framework, no ORM): HS256 check of the Sprout access token with jose, the live
// session and its user in one statement, then the route's data with the same visibility rule in the query.
// Reusable: startFloor() serves the routes below and any `extra` routes a bench adds (handler gets the actor
// and the pool), so other scenarios (the school morning) measure their floor with the same plumbing.
// Its statements are named prepared statements, as Sprout's hot reads are (preparedQuery, docs/decisions/150).
import { createHash } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { jwtVerify } from "jose";
import pg from "pg";
import { isoSql, preparedQuery } from "@/lib/db/sql";
import { cardAddress } from "@/lib/cards/address";
import { serializeChild } from "@/lib/parents/serializers";
import { serializeStudent } from "@/lib/students/serializers";
import { levelsOfReach, schoolToday } from "@/lib/progress/reach";

export type FloorActor = {
  id: string;
  sessionId: string;
  isStudent: boolean;
  isTeacher: boolean;
  isParent: boolean;
  isOrganizer: boolean;
  organizationId: string | null;
  firstname: string;
  lastname: string;
  username: string;
  email: string | null;
  organizationCode: string | null;
};

/** A route of the floor: `match` picks it (returns the path's parameters), `handle` returns the JSON body. */
export type FloorRoute = {
  method?: string;
  match: (path: string) => string[] | null;
  /** Anonymous routes run without a token (sign-in, health). */
  anonymous?: boolean;
  handle: (ctx: {
    actor: FloorActor | null;
    params: string[];
    pool: pg.Pool;
    body: unknown;
    /** The address Sprout is served at (its APP_URL), for answers that print it. */
    appUrl: string;
  }) => Promise<unknown>;
};

export type Floor = { url: string; port: number; pool: pg.Pool; close: () => Promise<void> };

/** Sprout's token key (lib/auth/tokens.ts): sha-256 of "sprout-jwt:" + AUTH_SECRET. */
export function floorKey(secret: string): Uint8Array {
  return createHash("sha256").update(`sprout-jwt:${secret}`).digest();
}

export async function verifyAccess(token: string, key: Uint8Array): Promise<{ sub: string; sid: string } | null> {
  try {
    const { payload } = await jwtVerify(token, key, { algorithms: ["HS256"], issuer: "sprout" });
    if (payload.typ !== "access" || typeof payload.sub !== "string" || typeof payload.sid !== "string") return null;
    return { sub: payload.sub, sid: payload.sid };
  } catch {
    return null;
  }
}

/** The live session and its active user, one statement. */
export async function sessionActor(pool: pg.Pool, sid: string, sub: string): Promise<FloorActor | null> {
  const { rows } = await pool.query<FloorActor>(
    preparedQuery(
      `SELECT u.id, s.id AS "sessionId", u.is_student AS "isStudent", u.is_teacher AS "isTeacher",
            u.is_parent AS "isParent", u.is_organizer AS "isOrganizer", u.organization_id AS "organizationId",
            u.firstname, u.lastname, u.username, u.email, org.invite_code AS "organizationCode"
       FROM auth_session s JOIN "user" u ON u.id = s.user_id LEFT JOIN organization org ON org.id = u.organization_id
      WHERE s.id = $1 AND s.user_id = $2 AND s.revoked_at IS NULL AND s.expires_at > now() AND u.is_active`,
      [sid, sub],
    ),
  );
  return rows[0] ?? null;
}

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const re = (pattern: string) => {
  const r = new RegExp(`^${pattern}/?$`, "i");
  return (path: string) => r.exec(path)?.slice(1) ?? null;
};

/** A `date` column read as text ("YYYY-MM-DD") → the UTC midnight Sprout's json dates revive to. */
const day = (text: string | null) => (text === null ? null : new Date(`${text}T00:00:00Z`));

/**
 * A student's puzzle facts (docs/decisions/160): best verdict, first solved, first credited and last tried in epoch ms, per
 * puzzle, the student row aliased `s`. The floor's own statement; the figures are computed from these facts.
 */
const FACTS = `(SELECT coalesce(json_agg(json_build_object('puzzleId', f.puzzle_id, 'best', f.best,
      'solvedAt', f.solved_at, 'creditedAt', f.credited_at, 'lastAt', f.last_at)), '[]')
    FROM (SELECT a.puzzle_id,
            CASE max(CASE a.outcome WHEN 'perfect' THEN 2 WHEN 'passed' THEN 1 ELSE 0 END)
              WHEN 2 THEN 'perfect' WHEN 1 THEN 'passed' ELSE 'failed' END AS best,
            floor(extract(epoch FROM min(a.created_at) FILTER (WHERE a.outcome IN ('perfect', 'passed'))) * 1000)::bigint AS solved_at,
            floor(extract(epoch FROM min(a.created_at) FILTER (WHERE a.credited)) * 1000)::bigint AS credited_at,
            floor(extract(epoch FROM max(a.created_at)) * 1000)::bigint AS last_at
          FROM puzzle_attempt a WHERE a.student_id = s.id GROUP BY a.puzzle_id) f)`;

/** The child's open levels (lib/progress/reach.ts) from the thresholds and grades the floor's rows carry. */
function levelsOf(
  r: {
    grade: string;
    dob: string | null;
    classGrade: string | null;
    levelThresholds: unknown;
    parentLevelThresholds: unknown;
  },
  inClass: boolean,
  today: string,
) {
  const thresholds = (list: unknown) => (list ?? []) as { grade: string; level: string }[];
  return levelsOfReach(
    {
      grade: r.grade,
      dob: r.dob,
      classGrade: r.classGrade,
      teacher: inClass ? thresholds(r.levelThresholds) : [],
      parent: thresholds(r.parentLevelThresholds),
    },
    today,
  );
}

/** The parents' side of the child `u`: their limits (setById) and who they are. */
const PARENT_SIDE = `
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit, 'setById', t.set_by_id)), '[]')
     FROM parent_time_limit t WHERE t.child_id = u.id) AS "parentTimeLimits",
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'grade', t.grade, 'level', t.level, 'setById', t.set_by_id) ORDER BY t.grade), '[]')
     FROM parent_level_threshold t WHERE t.child_id = u.id) AS "parentLevelThresholds",
  (SELECT coalesce(json_agg(json_build_object('parent', json_build_object('id', p.id, 'firstname', p.firstname, 'lastname', p.lastname))), '[]')
     FROM parent_child pc JOIN "user" p ON p.id = pc.parent_id WHERE pc.child_id = u.id) AS parents`;

/** The teacher's side of the student `s`: their limits, the thresholds by grade. */
const TEACHER_SIDE = `
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit)), '[]')
     FROM student_time_limit t WHERE t.student_id = s.id) AS "timeLimits",
  (SELECT coalesce(json_agg(json_build_object('id', t.id, 'grade', t.grade, 'level', t.level) ORDER BY t.grade), '[]')
     FROM student_level_threshold t WHERE t.student_id = s.id) AS "levelThresholds"`;

/**
 * The teacher's roster, the same body as Sprout's (docs/decisions/255): the rows of one statement, shaped as
 * the roster's serializer reads them, and that serializer (figures, effective limits) — the work any server of
 * this answer does, without Next, the route wrapper or Sprout's query layer.
 */
async function floorRoster(pool: pg.Pool, a: FloorActor, classId: string) {
  const { rows } = await pool.query(
    preparedQuery(
      `SELECT s.id, s.class_id AS "classId", s.external_id AS "externalId", s.coding_experience AS "codingExperience",
            s.level, s.card_issued_at AS "cardIssuedAt", u.id AS "userId", u.firstname, u.lastname, u.email,
            u.username, u.dob::text AS dob, u.grade, c.grade AS "classGrade", o.firstname AS "ownerFirstname",
            o.lastname AS "ownerLastname", ${TEACHER_SIDE}, ${PARENT_SIDE}, ${FACTS} AS facts
         FROM class c JOIN "user" o ON o.id = c.owner_id JOIN student s ON s.class_id = c.id
         JOIN "user" u ON u.id = s.user_id
        WHERE c.id = $1 AND (c.owner_id = $2
              OR EXISTS (SELECT 1 FROM class_teacher ct WHERE ct.class_id = c.id AND ct.teacher_id = $2)
              OR ($3::uuid IS NOT NULL AND c.organization_id = $3))
        ORDER BY u.lastname, u.firstname, s.id`,
      [classId, a.id, a.isOrganizer ? a.organizationId : null],
    ),
  );
  const today = schoolToday();
  return rows.map((r) =>
    serializeStudent({
      id: r.id,
      classId: r.classId,
      externalId: r.externalId,
      codingExperience: r.codingExperience,
      level: r.level,
      cardIssuedAt: r.cardIssuedAt,
      user: {
        id: r.userId,
        firstname: r.firstname,
        lastname: r.lastname,
        email: r.email,
        username: r.username,
        dob: day(r.dob),
        parents: r.parents,
        parentTimeLimits: r.parentTimeLimits,
        parentLevelThresholds: r.parentLevelThresholds,
      },
      class: { owner: { firstname: r.ownerFirstname, lastname: r.ownerLastname } },
      timeLimits: r.timeLimits,
      levelThresholds: r.levelThresholds,
      puzzleFacts: r.facts,
      openLevels: levelsOf(r, true, today),
    }),
  );
}

/** The parent's children, the same body as Sprout's (docs/decisions/255): linked in parent_child, in the query. */
async function floorChildren(pool: pg.Pool, a: FloorActor) {
  const { rows } = await pool.query(
    preparedQuery(
      `SELECT u.id, u.firstname, u.lastname, u.username, u.dob::text AS dob, u.grade, s.id AS "studentId",
            s.class_id IS NOT NULL AS "inClass", (SELECT k.grade FROM class k WHERE k.id = s.class_id) AS "classGrade",
            s.coding_experience AS "codingExperience", s.level, c.id AS "classId", c.class_name AS "className",
            o.firstname AS "ownerFirstname", o.lastname AS "ownerLastname", ${PARENT_SIDE},
            CASE WHEN s.id IS NULL THEN NULL ELSE ${FACTS} END AS facts,
            (SELECT coalesce(json_agg(json_build_object('dayOfTheWeek', t.day_of_the_week, 'timeLimit', t.time_limit)), '[]')
               FROM student_time_limit t WHERE t.student_id = s.id) AS "timeLimits",
            (SELECT coalesce(json_agg(json_build_object('grade', t.grade, 'level', t.level)), '[]')
               FROM student_level_threshold t WHERE t.student_id = s.id) AS "levelThresholds",
            (SELECT coalesce(json_agg(json_build_object('requestId', f.id, 'id', x.id, 'username', x.username,
                      'fullName', coalesce(nullif(concat_ws(' ', nullif(x.firstname, ''), nullif(x.lastname, '')), ''), x.username, ''))
                      ORDER BY f.answered_at), '[]')
               FROM friend_request f JOIN "user" x ON x.id = CASE WHEN f.from_child_id = u.id THEN f.to_child_id ELSE f.from_child_id END
              WHERE f.status = 'accepted' AND u.id IN (f.from_child_id, f.to_child_id)) AS friends
         FROM parent_child pc JOIN "user" u ON u.id = pc.child_id AND u.is_student
         LEFT JOIN student s ON s.user_id = u.id LEFT JOIN class c ON c.id = s.class_id AND c.archived_at IS NULL
         LEFT JOIN "user" o ON o.id = c.owner_id
        WHERE pc.parent_id = $1
        ORDER BY u.firstname, u.created_at, u.id`,
      [a.id],
    ),
  );
  const today = schoolToday();
  return rows.map((r) =>
    serializeChild(
      {
        id: r.id,
        firstname: r.firstname,
        lastname: r.lastname,
        username: r.username,
        dob: day(r.dob),
        parents: r.parents,
        parentTimeLimits: r.parentTimeLimits,
        parentLevelThresholds: r.parentLevelThresholds,
        openLevels: levelsOf(r, r.inClass, today),
        studentProfile: r.studentId
          ? {
              codingExperience: r.codingExperience,
              level: r.level,
              class: r.classId
                ? {
                    id: r.classId,
                    className: r.className,
                    owner: { firstname: r.ownerFirstname, lastname: r.ownerLastname },
                  }
                : null,
              puzzleFacts: r.facts,
              timeLimits: r.timeLimits,
              levelThresholds: r.levelThresholds,
            }
          : null,
      },
      r.friends,
    ),
  );
}

/**
 * The teacher's info, the same body as Sprout's (docs/decisions/255): the user's public fields and the classes
 * they teach (owner or co-teacher, not archived) with their student counts, in one statement; the card address
 * from the app's address, as Sprout prints it.
 */
async function floorTeacher(pool: pg.Pool, a: FloorActor, appUrl: string) {
  const { rows } = await pool.query(
    preparedQuery(
      `SELECT u.id, u.firstname, u.lastname, u.username, coalesce(u.email, '') AS email, u.is_active,
            u.created_at, u.updated_at, u.country, u.grade, u.school_country, u.school_name, u.is_parent,
            u.is_organizer, u.is_student, u.is_teacher, u.dob::text AS dob, u.organization_id,
            u.email_verified_at IS NOT NULL AS email_verified, u.calendar_grant IS NOT NULL AS calendar_connected,
            (SELECT coalesce(json_agg(json_build_object('id', c.id, 'className', c.class_name, 'color', c.color,
                      'isOwner', c.owner_id = u.id, 'studentCount', (SELECT count(*) FROM student s WHERE s.class_id = c.id))
                      ORDER BY c.created_at, c.id), '[]')
               FROM class c WHERE c.archived_at IS NULL AND (c.owner_id = u.id
                 OR EXISTS (SELECT 1 FROM class_teacher ct WHERE ct.class_id = c.id AND ct.teacher_id = u.id))) AS classes
         FROM "user" u WHERE u.id = $1`,
      [a.id],
    ),
  );
  const u = rows[0];
  const classes = u.classes as {
    id: string;
    className: string;
    color: string;
    isOwner: boolean;
    studentCount: number;
  }[];
  return {
    id: u.id,
    firstname: u.firstname,
    lastname: u.lastname,
    username: u.username,
    email: u.email,
    isActive: u.is_active,
    createdAt: u.created_at.toISOString(),
    updatedAt: u.updated_at.toISOString(),
    country: u.country,
    grade: u.grade,
    schoolCountry: u.school_country,
    schoolName: u.school_name,
    is_parent: u.is_parent,
    is_organizer: u.is_organizer,
    is_student: u.is_student,
    is_teacher: u.is_teacher,
    dob: u.dob,
    organization_code: a.organizationCode,
    emailVerified: u.email_verified,
    calendarConnected: u.calendar_connected,
    organization: u.organization_id,
    classCount: classes.length,
    studentCount: classes.reduce((n, c) => n + c.studentCount, 0),
    classes: classes.map((c) => ({ id: c.id, className: c.className, color: c.color, isOwner: c.isOwner })),
    cardAddress: cardAddress(appUrl),
  };
}

/**
 * One page of an organization's list in one statement: the organization must be one the actor organizes, then
 * its count and its first page as json ({count, page, pageSize, results}; `page` selects j, k1, k2: the row's
 * json and its order keys); no row when it is not theirs.
 */
async function organizerPage(pool: pg.Pool, actor: FloorActor, id: string, count: string, page: string) {
  const { rows } = await pool.query(
    preparedQuery(
      `SELECT (${count}) AS count, 1 AS page, 25 AS "pageSize",
            (SELECT coalesce(json_agg(x.j ORDER BY x.k1 DESC, x.k2), '[]'::json) FROM (${page}) x) AS results
       FROM organization o
      WHERE o.id = $1 AND $3 AND EXISTS (SELECT 1 FROM organization_member om
              WHERE om.organization_id = o.id AND om.user_id = $2 AND om.kind = 'organizer')`,
      [id, actor.id, actor.isOrganizer],
    ),
  );
  if (!rows[0]) throw new Error("Organization not found.");
  return rows[0];
}

/** The routes the issue 15 benches measure. */
export const FLOOR_ROUTES: FloorRoute[] = [
  {
    // The teacher's info (the smallest dashboard read): the token and the session, then the user and their classes.
    match: re("/api/academics/teacher"),
    handle: async ({ actor, pool, appUrl }) => floorTeacher(pool, actor!, appUrl),
  },
  {
    // The teacher's roster: the class must be visible to the actor (owner, co-teacher, organizer), in the query.
    match: re(`/api/academics/class/(${UUID})/student`),
    handle: async ({ actor, params, pool }) => floorRoster(pool, actor!, params[0]),
  },
  {
    // The parent's children: linked in parent_child, with their class, limits, progress and friends.
    match: re("/api/parent/child"),
    handle: async ({ actor, pool }) => floorChildren(pool, actor!),
  },
  {
    // The organizer's people (GET /organization/{id}/users/, first page of 25): only an organizer member of the
    // organization sees it (in the query), with the count and the page, newest user first.
    match: re(`/api/organization/(${UUID})/users`),
    handle: async ({ actor, params, pool }) =>
      organizerPage(
        pool,
        actor!,
        params[0],
        `SELECT count(*)::int FROM organization_member m WHERE m.organization_id = o.id`,
        `SELECT json_build_object('id', u.id, 'username', u.username, 'firstname', u.firstname,
                  'lastname', u.lastname, 'email', u.email, 'kind', m.kind, 'role', r.name,
                  'created_at', ${isoSql("u.created_at")}, 'joinedAt', ${isoSql("m.created_at")}) AS j, u.created_at AS k1, m.user_id AS k2
             FROM organization_member m JOIN "user" u ON u.id = m.user_id
             LEFT JOIN organization_role r ON r.id = m.role_id
            WHERE m.organization_id = o.id ORDER BY u.created_at DESC, m.user_id LIMIT 25`,
      ),
  },
  {
    // The organizer's students (GET /organization/{id}/users/students/): students of the classes filed under it.
    match: re(`/api/organization/(${UUID})/users/students`),
    handle: async ({ actor, params, pool }) =>
      organizerPage(
        pool,
        actor!,
        params[0],
        `SELECT count(*)::int FROM student s JOIN class c ON c.id = s.class_id WHERE c.organization_id = o.id`,
        `SELECT json_build_object('id', s.id, 'username', u.username, 'firstname', u.firstname,
                  'lastname', u.lastname, 'classId', c.id, 'className', c.class_name,
                  'created_at', ${isoSql("s.created_at")}) AS j, s.created_at AS k1, s.id AS k2
             FROM student s JOIN class c ON c.id = s.class_id JOIN "user" u ON u.id = s.user_id
            WHERE c.organization_id = o.id ORDER BY s.created_at DESC, s.id LIMIT 25`,
      ),
  },
  { match: re("/api/health"), anonymous: true, handle: async ({ pool }) => (await pool.query("SELECT 1")).rowCount },
];

function send(res: http.ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
  res.end(text);
}

/**
 * The floor's whole request path (route, token, live session, handler), shared by the node:http floor below and
 * Next's floor running the same work (bench/floor/next/app/api/[...path]): status and JSON body.
 */
export async function floorAnswer(
  routes: FloorRoute[],
  ctx: { pool: pg.Pool; key: Uint8Array; appUrl: string },
  req: { method: string; path: string; authorization: string; text: string },
): Promise<{ status: number; body: unknown }> {
  try {
    let params: string[] | null = null;
    const found = routes.find((r) => (r.method ?? "GET") === req.method && (params = r.match(req.path)));
    if (!found || !params) return { status: 404, body: { detail: "Not found." } };
    let actor: FloorActor | null = null;
    if (!found.anonymous) {
      const auth = req.authorization;
      const claims = auth.startsWith("Bearer ") ? await verifyAccess(auth.slice(7), ctx.key) : null;
      actor = claims ? await sessionActor(ctx.pool, claims.sid, claims.sub) : null;
      if (!actor) return { status: 401, body: { detail: "Authentication credentials were not provided." } };
    }
    const body = req.text ? JSON.parse(req.text) : {};
    return { status: 200, body: await found.handle({ actor, params, pool: ctx.pool, body, appUrl: ctx.appUrl }) };
  } catch (error) {
    return { status: 500, body: { detail: error instanceof Error ? error.message : String(error) } };
  }
}

export async function startFloor(opts: {
  databaseUrl: string;
  secret: string;
  port?: number;
  /** Sprout's pool size (lib/db/client.ts), so both sides hold the same number of connections. */
  poolMax?: number;
  /** Sprout's APP_URL in the same run, so the card address the teacher's info prints is the same. */
  appUrl?: string;
  extra?: FloorRoute[];
}): Promise<Floor> {
  const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
  pool.on("error", () => undefined);
  const key = floorKey(opts.secret);
  const appUrl = opts.appUrl ?? "http://127.0.0.1";
  const routes = [...(opts.extra ?? []), ...FLOOR_ROUTES];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", async () => {
      const answer = await floorAnswer(
        routes,
        { pool, key, appUrl },
        {
          method: req.method ?? "GET",
          path: (req.url ?? "/").split("?")[0],
          authorization: req.headers.authorization ?? "",
          text: Buffer.concat(chunks).toString("utf8"),
        },
      );
      send(res, answer.status, answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    pool,
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await pool.end();
    },
  };
}
