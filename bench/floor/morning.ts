// The bare floor of the school morning (bench/school-morning.ts): bench/floor/server.ts with the routes the
// morning adds, each doing the same work as Sprout's with nothing around it. Run as its own process
// (FLOOR_DATABASE_URL, AUTH_SECRET, FLOOR_PORT; prints "floor listening <url>"), like ./main.ts.
//   POST /api/auth/login                         username → argon2 verify → session insert → access + refresh signed
//   GET  /api/academics/class                    the teacher's classes with co-teachers, open invitations, counts
//   GET  /api/academics/class/{id}/progress-summary  visible class → students, topic progress, skill/standard counts
//   POST /api/academics/class/{id}/student/file  a CSV (json {csv}): parse, argon2 ×rows (2 at once), card
//                                                secrets, one unnest INSERT per table in one transaction
import { createCipheriv, createHash, randomBytes, randomUUID } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import { SignJWT } from "jose";
import { floorKey, startFloor, type FloorRoute } from "./server";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const re = (pattern: string) => {
  const r = new RegExp(`^${pattern}/?$`, "i");
  return (path: string) => r.exec(path)?.slice(1) ?? null;
};
const ARGON2 = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

async function mapLimit<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out = new Array<R>(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: limit }, lane));
  return out;
}

export function morningRoutes(secret: string): FloorRoute[] {
  const key = floorKey(secret);
  const cardKey = createHash("sha256").update(`floor-card:${secret}`).digest();
  const sign = (claims: Record<string, unknown>, exp: number) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setIssuer("sprout")
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(key);
  return [
    {
      method: "POST",
      anonymous: true,
      match: re("/api/auth/login"),
      handle: async ({ pool, body }) => {
        const { username, password } = body as { username: string; password: string };
        const { rows } = await pool.query<{ id: string; password_hash: string | null; is_active: boolean }>(
          `SELECT id, password_hash, is_active FROM "user" WHERE username = $1`,
          [String(username).trim().toLowerCase()],
        );
        const user = rows[0];
        if (!user?.password_hash || !user.is_active || !(await verify(user.password_hash, String(password))))
          throw new Error("Unable to log in with provided credentials.");
        const jti = randomBytes(16).toString("base64url");
        const s = await pool.query<{ id: string; exp: number }>(
          `INSERT INTO auth_session (id, user_id, refresh_jti, expires_at, user_agent, created_at)
           VALUES (gen_random_uuid(), $1, $2, now() + interval '24 hours', '', now())
           RETURNING id, extract(epoch FROM expires_at)::int AS exp`,
          [user.id, jti],
        );
        const { id: sid, exp } = s.rows[0];
        return {
          access_token: await sign({ sub: user.id, sid, typ: "access" }, Math.floor(Date.now() / 1000) + 3600),
          refresh_token: await sign({ sub: user.id, sid, jti, typ: "refresh" }, exp),
          user: { id: user.id },
        };
      },
    },
    {
      match: re("/api/academics/class"),
      handle: async ({ actor, pool }) => {
        const { rows } = await pool.query(
          `SELECT c.*,
             (SELECT coalesce(json_agg(json_build_object('teacherId', ct.teacher_id, 'firstname', t.firstname,
                     'lastname', t.lastname, 'username', t.username)), '[]')
                FROM class_teacher ct JOIN "user" t ON t.id = ct.teacher_id WHERE ct.class_id = c.id) AS "coTeachers",
             (SELECT coalesce(json_agg(i.identifier ORDER BY i.identifier), '[]')
                FROM class_invitation i WHERE i.class_id = c.id AND i.answered_at IS NULL) AS invitations,
             (SELECT count(*) FROM student s WHERE s.class_id = c.id)::int AS students
           FROM class c
          WHERE c.owner_id = $1 OR EXISTS (SELECT 1 FROM class_teacher ct WHERE ct.class_id = c.id AND ct.teacher_id = $1)
          ORDER BY c.created_at, c.id`,
          [actor!.id],
        );
        return rows;
      },
    },
    {
      match: re(`/api/academics/class/(${UUID})/progress-summary`),
      handle: async ({ actor, params, pool }) => {
        const { rows } = await pool.query<{
          id: string;
          fullName: string;
          username: string;
          level: string;
          progress: number;
          skills: number;
          standardsMet: number;
        }>(
          `SELECT s.id, concat_ws(' ', u.firstname, u.lastname) AS "fullName", u.username, s.level,
             (SELECT count(DISTINCT a.puzzle_id) FROM puzzle_attempt a
                WHERE a.student_id = s.id AND a.solved)::int AS progress,
             (SELECT count(DISTINCT a.puzzle_id) FROM puzzle_attempt a WHERE a.student_id = s.id)::int AS skills,
             0 AS "standardsMet"
           FROM class c JOIN student s ON s.class_id = c.id JOIN "user" u ON u.id = s.user_id
          WHERE c.id = $1 AND (c.owner_id = $2
                OR EXISTS (SELECT 1 FROM class_teacher ct WHERE ct.class_id = c.id AND ct.teacher_id = $2))
          ORDER BY u.lastname, s.id`,
          [params[0], actor!.id],
        );
        // The floor counts solved puzzles in SQL; Sprout's figures add the catalog's shares in JS (decision 160).
        const students = rows.map((r) => ({ ...r, current: r.skills ? "tried" : null }));
        const active = students.filter((s) => s.current);
        return {
          classId: params[0],
          students,
          averageProgress: active.length ? Math.round(active.reduce((n, s) => n + s.progress, 0) / active.length) : 0,
          activeStudents: active.length,
        };
      },
    },
    {
      method: "POST",
      match: re(`/api/academics/class/(${UUID})/student/file`),
      handle: async ({ actor, params, pool, body }) => {
        const owned = await pool.query(`SELECT 1 FROM class WHERE id = $1 AND owner_id = $2`, [params[0], actor!.id]);
        if (!owned.rowCount) throw new Error("Not found.");
        const lines = String((body as { csv: string }).csv)
          .trim()
          .split(/\r?\n/)
          .slice(1);
        const rows = lines.map((l) => {
          const [id, email, firstName, lastName, username, dob] = l.split(",");
          return { id, email: email.toLowerCase(), firstName, lastName, username: username.toLowerCase(), dob };
        });
        const taken = await pool.query(
          `SELECT 1 FROM "user" WHERE username = ANY($1::text[]) OR email = ANY($2::text[])`,
          [rows.map((r) => r.username), rows.map((r) => r.email)],
        );
        if (taken.rowCount) throw new Error("taken");
        const creds = await mapLimit(rows, 2, async () => {
          const password = randomBytes(8).toString("base64url");
          const token = randomBytes(32).toString("base64url");
          const iv = randomBytes(12);
          const cipher = createCipheriv("aes-256-gcm", cardKey, iv);
          const sealed = Buffer.concat([cipher.update(JSON.stringify({ password, token })), cipher.final()]);
          return {
            userId: randomUUID(),
            studentId: randomUUID(),
            hash: await hash(password, ARGON2),
            secret: `v1.${iv.toString("base64url")}.${cipher.getAuthTag().toString("base64url")}.${sealed.toString("base64url")}`,
            tokenHash: createHash("sha256").update(token).digest("hex"),
          };
        });
        const client = await pool.connect();
        try {
          await client.query("BEGIN");
          await client.query(
            `INSERT INTO "user" (id, username, email, password_hash, firstname, lastname, is_student, dob, updated_at)
             SELECT u, n, e, h, f, l, true, d::date, now()
             FROM unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[]) AS t(u, n, e, h, f, l, d)`,
            [
              creds.map((c) => c.userId),
              rows.map((r) => r.username),
              rows.map((r) => r.email),
              creds.map((c) => c.hash),
              rows.map((r) => r.firstName),
              rows.map((r) => r.lastName),
              rows.map((r) => r.dob),
            ],
          );
          await client.query(
            `INSERT INTO student (id, user_id, class_id, external_id, card_secret, card_token_hash, card_issued_at)
             SELECT s, u, $1, x, cs, ch, now() FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::text[], $6::text[]) AS t(s, u, x, cs, ch)`,
            [
              params[0],
              creds.map((c) => c.studentId),
              creds.map((c) => c.userId),
              rows.map((r) => r.id),
              creds.map((c) => c.secret),
              creds.map((c) => c.tokenHash),
            ],
          );
          await client.query(
            `INSERT INTO student_time_limit (id, student_id, day_of_the_week, time_limit)
             SELECT gen_random_uuid(), s, d, '23:00:00' FROM unnest($1::uuid[]) AS s, unnest($2::text[]) AS d`,
            [creds.map((c) => c.studentId), WEEK],
          );
          await client.query("COMMIT");
        } catch (error) {
          await client.query("ROLLBACK");
          throw error;
        } finally {
          client.release();
        }
        return { imported: rows.length };
      },
    },
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const secret = process.env.AUTH_SECRET ?? "";
  const floor = await startFloor({
    databaseUrl: process.env.FLOOR_DATABASE_URL ?? "",
    secret,
    port: Number(process.env.FLOOR_PORT ?? 0),
    extra: morningRoutes(secret),
  });
  console.log(`floor listening ${floor.url}`);
  for (const sig of ["SIGINT", "SIGTERM"] as const)
    process.on(sig, () => void floor.close().then(() => process.exit(0)));
}
