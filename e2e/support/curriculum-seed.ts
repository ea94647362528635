// A confirmed teacher with one class of two students, for the curriculum spec. The teacher goes through the
// real registration and email confirmation; the class and students are written straight into the e2e
// database because the classroom screens belong to another issue.
import { randomUUID } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import pg from "pg";
import { waitForLinkTo } from "./mail";
import { e2eDatabaseUrl } from "./db";

export const SEED_PASSWORD = "Bright-Sprout-Garden-2030";

async function expectOk(res: Awaited<ReturnType<APIRequestContext["post"]>>, what: string) {
  if (!res.ok()) throw new Error(`${what} failed: ${res.status()} ${await res.text()}`);
}

export async function seedTeacherWithClass(request: APIRequestContext) {
  const suffix = randomUUID().slice(0, 8);
  const email = `teacher-${suffix}@school.test`;
  await expectOk(
    await request.post("/api/auth/registration/", {
      data: {
        role: "teacher",
        email,
        firstname: "Grace",
        lastname: `Planner ${suffix}`,
        password1: SEED_PASSWORD,
        password2: SEED_PASSWORD,
        terms: true,
        schoolCountry: "United States",
        schoolName: "Maple Elementary",
      },
    }),
    "registration",
  );
  const link = await waitForLinkTo(email);
  const key = decodeURIComponent(new URL(link).pathname.split("/").filter(Boolean).pop()!);
  await expectOk(await request.post("/api/auth/confirm-email/", { data: { key } }), "email confirmation");

  const db = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await db.connect();
  try {
    const teacher = await db.query<{ id: string }>(`SELECT id FROM "user" WHERE email = $1`, [email]);
    const className = `Robotics ${suffix}`;
    const klass = await db.query<{ id: string }>(
      `INSERT INTO class (id, class_name, grade, owner_id, updated_at) VALUES (gen_random_uuid(), $1, '1', $2, now()) RETURNING id`,
      [className, teacher.rows[0].id],
    );
    const students: string[] = [];
    for (const first of ["Ada", "Linus"]) {
      const user = await db.query<{ id: string }>(
        `INSERT INTO "user" (id, username, firstname, lastname, is_student, updated_at) VALUES (gen_random_uuid(), $1, $2, 'Kid', true, now()) RETURNING id`,
        [`${first.toLowerCase()}-${suffix}`, first],
      );
      await db.query(`INSERT INTO student (id, user_id, class_id) VALUES (gen_random_uuid(), $1, $2)`, [
        user.rows[0].id,
        klass.rows[0].id,
      ]);
      students.push(`${first} Kid`);
    }
    return { email, password: SEED_PASSWORD, className, students };
  } finally {
    await db.end();
  }
}

/** Signs the page's browser context in through next-auth's credentials endpoint (the cookie is shared). */
export async function signIn(page: Page, identifier: string, password: string) {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password, role: "teacher", json: "true" },
  });
  await expectOk(res, "sign-in");
}
