// Student accounts: a User (isStudent, lowercase username, argon2 password) plus its Student row in a class,
// seven weekday time limits and the class's level thresholds. Passwords are hashed BEFORE the transaction
// (it stays short) with bounded concurrency; the rows of a whole import go in in one transaction.
import { randomUUID } from "node:crypto";
import { sql } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { newCardCredentials } from "@/lib/cards/secrets";
import { mapLimit } from "@/lib/jobs/limit";
import { fullWeek, type Weekday } from "./screen-time";

/** Two of libuv's four threads: imports never take the whole pool from sign-ins and file reads. */
export const HASH_CONCURRENCY = 2;

export type NewStudent = {
  externalId?: string;
  email: string | null;
  firstName: string;
  lastName: string;
  username: string;
  dob: string | null;
  codingExperience?: string;
  timeLimits?: { dayOfTheWeek: Weekday; timeLimit: string }[];
};

export type PreparedStudent = NewStudent & {
  userId: string;
  studentId: string;
  passwordHash: string;
  cardSecret: string;
  cardTokenHash: string;
};

export async function prepareStudents(
  students: NewStudent[],
  onProgress?: (done: number) => void | Promise<void>,
): Promise<PreparedStudent[]> {
  let done = 0;
  return mapLimit(students, HASH_CONCURRENCY, async (s) => {
    const { passwordHash, cardSecret, cardTokenHash } = await newCardCredentials();
    done++;
    if (onProgress) await onProgress(done);
    return { ...s, userId: randomUUID(), studentId: randomUUID(), passwordHash, cardSecret, cardTokenHash };
  });
}

/**
 * Usernames and emails already held by an account, for messages naming the row (checked again by the unique
 * index): one statement with two array parameters, whatever the file's size (docs/decisions/158).
 */
export async function takenIdentifiers(usernames: string[], emails: string[]) {
  const rows =
    usernames.length || emails.length
      ? await sql.query<{ username: string; email: string | null }>(
          `SELECT username, email FROM "user" WHERE username = ANY($1::text[]) OR email = ANY($2::text[])`,
          [usernames, emails],
        )
      : [];
  const wantedNames = new Set(usernames);
  const wantedEmails = new Set(emails);
  return {
    usernames: new Set(rows.filter((u) => wantedNames.has(u.username)).map((u) => u.username)),
    emails: new Set(rows.filter((u) => u.email !== null && wantedEmails.has(u.email)).map((u) => u.email!)),
  };
}

type Thresholds = { grade: string; level: string }[];

/**
 * Inserts prepared students inside `tx`: one INSERT … SELECT FROM unnest(arrays) per table, so 10,000 rows
 * cost four statements (Prisma's createMany spent ~10× the bare insert here; see bench/classroom.ts).
 * A username/email taken meanwhile aborts the whole transaction (unique index, P2002 / 23505).
 */
export async function insertStudents(
  tx: Prisma.TransactionClient,
  classId: string,
  students: PreparedStudent[],
  defaults: { timeLimits?: { dayOfTheWeek: Weekday; timeLimit: string }[]; levelThresholds?: Thresholds } = {},
): Promise<void> {
  if (!students.length) return;
  // Prisma keeps DateTime as UTC in `timestamp` columns: send ISO text and cast, never a local-time Date.
  const at = now().toISOString();
  const col = <K extends keyof PreparedStudent>(k: K) => students.map((s) => s[k] ?? null);
  await tx.$executeRaw`
    INSERT INTO "user" (id, username, email, email_verified_at, password_hash, firstname, lastname, is_student, dob, created_at, updated_at)
    SELECT u, n, e, NULL, h, f, l, true, d::date, ${at}::timestamp, ${at}::timestamp
    FROM unnest(${col("userId")}::uuid[], ${col("username")}::text[], ${col("email")}::text[], ${col("passwordHash")}::text[],
                ${col("firstName")}::text[], ${col("lastName")}::text[], ${col("dob")}::text[]) AS t(u, n, e, h, f, l, d)`;
  // An address a teacher types stays unverified (docs/decisions/074): the child signs in with a username or card.
  await tx.$executeRaw`
    INSERT INTO student (id, user_id, class_id, external_id, coding_experience, card_secret, card_token_hash, card_issued_at, created_at)
    SELECT s, u, ${classId}::uuid, x, c, cs, ch, ${at}::timestamp, ${at}::timestamp
    FROM unnest(${col("studentId")}::uuid[], ${col("userId")}::uuid[], ${students.map((s) => s.externalId ?? "")}::text[],
                ${students.map((s) => s.codingExperience ?? "experienced")}::text[], ${col("cardSecret")}::text[], ${col("cardTokenHash")}::text[])
         AS t(s, u, x, c, cs, ch)`;
  // The week: students with no limits of their own share the class's (or the default) week, sent once as seven
  // values and crossed with their ids in SQL; only students with their own limits send theirs row by row.
  const shared = fullWeek(defaults.timeLimits);
  const common = students.filter((s) => !s.timeLimits).map((s) => s.studentId);
  if (common.length)
    await tx.$executeRaw`
      INSERT INTO student_time_limit (id, student_id, day_of_the_week, time_limit)
      SELECT gen_random_uuid(), s, w.d, w.l
      FROM unnest(${common}::uuid[]) AS s,
           unnest(${shared.map((d) => d.dayOfTheWeek)}::text[], ${shared.map((d) => d.timeLimit)}::text[]) AS w(d, l)`;
  const own = students
    .filter((s) => s.timeLimits)
    .flatMap((s) => fullWeek(s.timeLimits).map((d) => [s.studentId, d.dayOfTheWeek, d.timeLimit] as const));
  if (own.length)
    await tx.$executeRaw`
      INSERT INTO student_time_limit (id, student_id, day_of_the_week, time_limit)
      SELECT gen_random_uuid(), s, d, l FROM unnest(${own.map((w) => w[0])}::uuid[], ${own.map((w) => w[1])}::text[], ${own.map((w) => w[2])}::text[]) AS t(s, d, l)`;
  const thresholds = defaults.levelThresholds ?? [];
  if (thresholds.length) {
    await tx.$executeRaw`
      INSERT INTO student_level_threshold (id, student_id, grade, level)
      SELECT gen_random_uuid(), s, t.g, t.l
      FROM unnest(${students.map((s) => s.studentId)}::uuid[]) AS s,
           unnest(${thresholds.map((t) => t.grade)}::text[], ${thresholds.map((t) => t.level)}::text[]) AS t(g, l)`;
  }
}

export function classDefaults(c: { timeLimits: unknown; levelThresholds: unknown }) {
  return {
    timeLimits: Array.isArray(c.timeLimits)
      ? (c.timeLimits as { dayOfTheWeek: Weekday; timeLimit: string }[])
      : undefined,
    levelThresholds: Array.isArray(c.levelThresholds) ? (c.levelThresholds as Thresholds) : undefined,
  };
}

export const TAKEN_DURING_IMPORT =
  "A username or email in this list was taken by another account while importing. Nothing was imported; check the list and try again.";

/** Maps the unique-index race (P2002) to a message; anything else is rethrown. */
export function isUniqueViolation(error: unknown): boolean {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return true;
  // Raw statements surface the driver's error: SQLSTATE 23505 (unique_violation).
  const e = error as { code?: string; meta?: { code?: string }; cause?: { code?: string } };
  return (
    e?.code === "23505" ||
    e?.meta?.code === "23505" ||
    e?.cause?.code === "23505" ||
    /23505|unique constraint/i.test(String((error as Error)?.message ?? ""))
  );
}

export function rethrowTaken(error: unknown): never {
  if (isUniqueViolation(error)) {
    throw new AppError("conflict", TAKEN_DURING_IMPORT);
  }
  throw error;
}
