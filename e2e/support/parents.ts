// e2e helpers for the parents spec: confirmed parent accounts inserted straight into the e2e database, a
// sign-in for any role, and a little recorded progress for a student (as a child playing would record it).
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect, type Page } from "@playwright/test";
import pg from "pg";

const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `${(process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_")}_e2e`;

async function withDb<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: url.toString() });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}

export async function createParent(password: string, firstname: string) {
  const tag = randomUUID().slice(0, 8);
  const username = `parent-${tag}`;
  const email = `${username}@family.test`;
  const passwordHash = await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 });
  await withDb((db) =>
    db.query(
      `INSERT INTO "user" (id, email, username, password_hash, firstname, lastname, is_parent, email_verified_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, true, now(), now())`,
      [randomUUID(), email, username, passwordHash, firstname, `Family${tag}`],
    ),
  );
  return { username, email, tag, fullName: `${firstname} Family${tag}` };
}

export async function signInAs(page: Page, identifier: string, password: string, role: string) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password, role, json: "true" },
  });
  expect(res.ok(), `sign-in of ${identifier}`).toBe(true);
}

/**
 * Three Loop the Loop puzzles solved, written as the attempt rows the server records (progress is computed from
 * them, docs/decisions/160), for the student row `studentId`.
 */
export async function recordProgress(studentId: string) {
  await withDb(async (db) => {
    for (const [i, puzzleId] of ["repeat-walk", "gem-row", "stairs"].entries()) {
      await db.query(
        `INSERT INTO puzzle_attempt (id, student_id, client_id, puzzle_id, pack_id, outcome, solved, credited, block_count, program, created_at)
         VALUES (gen_random_uuid(), $1, gen_random_uuid()::text, $2, 'green-loops', 'perfect', true, true, 3, '{}',
                 now() - make_interval(secs => $3))`,
        [studentId, puzzleId, 3 - i],
      );
    }
  });
}

/** The student row of a child account (a home child has one with no class), for recordProgress. */
export async function studentIdOf(userId: string): Promise<string> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(`SELECT id FROM student WHERE user_id = $1`, [userId]);
    return rows[0]!.id;
  });
}

/** How many attempts the database holds for a child account: what an export must contain. */
export async function attemptCountOf(userId: string): Promise<number> {
  return withDb(async (db) => {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM puzzle_attempt a JOIN student s ON s.id = a.student_id WHERE s.user_id = $1`,
      [userId],
    );
    return rows[0]!.n;
  });
}
