// e2e helpers for the classroom spec: a confirmed teacher inserted straight into the e2e database, and
// a browser sign-in through next-auth's credentials endpoint.
import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import type { Page } from "@playwright/test";
import pg from "pg";

const server = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";
const dbName = `${(process.env.TEST_DB_PREFIX ?? "sprout_test").replace(/[^a-z0-9_]/gi, "_")}_e2e`;

export async function createTeacher(password: string) {
  const url = new URL(server);
  url.pathname = `/${dbName}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  const tag = randomUUID().slice(0, 8);
  const username = `teacher-${tag}`;
  try {
    await client.query(
      `INSERT INTO "user" (id, email, username, password_hash, firstname, lastname, is_teacher, email_verified_at, updated_at)
       VALUES ($1, $2, $3, $4, 'Tess', 'Teacher', true, now(), now())`,
      [
        randomUUID(),
        `${username}@school.test`,
        username,
        await hash(password, { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 }),
      ],
    );
  } finally {
    await client.end();
  }
  return { username, tag };
}

export async function signInBrowser(page: Page, identifier: string, password: string) {
  const { csrfToken } = await (await page.request.get("/api/auth/csrf")).json();
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password, role: "teacher", json: "true" },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
}
