// Student accounts: a User (isStudent, lowercase username, argon2 password) plus its Student row in a class,
// seven weekday time limits and the class's level thresholds. Passwords are hashed BEFORE the transaction
// (it stays short) with bounded concurrency; the rows of a whole import go in in one transaction.
import { randomUUID } from "node:crypto";
import { hashPassword } from "@/lib/auth/password";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { encryptCardSecret, generateCardPassword, generateCardToken, hashCardToken } from "@/lib/cards/secrets";
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

export type CardCredentials = { passwordHash: string; cardSecret: string; cardTokenHash: string; password: string; token: string };

export async function newCardCredentials(): Promise<CardCredentials> {
  const password = generateCardPassword();
  const token = generateCardToken();
  return { password, token, passwordHash: await hashPassword(password), cardSecret: encryptCardSecret({ password, token }), cardTokenHash: hashCardToken(token) };
}

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

/** Usernames and emails already held by an account, for messages naming the row (checked again by the unique index). */
export async function takenIdentifiers(usernames: string[], emails: string[]) {
  const [byName, byEmail] = await Promise.all([
    usernames.length ? prisma.user.findMany({ where: { username: { in: usernames } }, select: { username: true } }) : [],
    emails.length ? prisma.user.findMany({ where: { email: { in: emails } }, select: { email: true } }) : [],
  ]);
  return { usernames: new Set(byName.map((u) => u.username)), emails: new Set(byEmail.map((u) => u.email!)) };
}

type Thresholds = { grade: string; level: string }[];

function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Inserts prepared students inside `tx`. A username/email taken meanwhile aborts the whole transaction. */
export async function insertStudents(
  tx: Prisma.TransactionClient,
  classId: string,
  students: PreparedStudent[],
  defaults: { timeLimits?: { dayOfTheWeek: Weekday; timeLimit: string }[]; levelThresholds?: Thresholds } = {},
): Promise<void> {
  const at = now();
  for (const part of chunks(students, 1000)) {
    await tx.user.createMany({
      data: part.map((s) => ({
        id: s.userId,
        username: s.username,
        email: s.email,
        // The teacher vouches for the address: the child signs in with a username, no confirmation mail.
        emailVerifiedAt: s.email ? at : null,
        passwordHash: s.passwordHash,
        firstname: s.firstName,
        lastname: s.lastName,
        isStudent: true,
        dob: s.dob ? new Date(`${s.dob}T00:00:00Z`) : null,
      })),
    });
    await tx.student.createMany({
      data: part.map((s) => ({
        id: s.studentId,
        userId: s.userId,
        classId,
        externalId: s.externalId ?? "",
        codingExperience: s.codingExperience ?? "experienced",
        cardSecret: s.cardSecret,
        cardTokenHash: s.cardTokenHash,
        cardIssuedAt: at,
      })),
    });
    await tx.studentTimeLimit.createMany({
      data: part.flatMap((s) => fullWeek(s.timeLimits ?? defaults.timeLimits).map((d) => ({ studentId: s.studentId, ...d }))),
    });
    if (defaults.levelThresholds?.length) {
      await tx.studentLevelThreshold.createMany({
        data: part.flatMap((s) => defaults.levelThresholds!.map((t) => ({ studentId: s.studentId, grade: t.grade, level: t.level }))),
      });
    }
  }
}

export function classDefaults(c: { timeLimits: unknown; levelThresholds: unknown }) {
  return {
    timeLimits: Array.isArray(c.timeLimits) ? (c.timeLimits as { dayOfTheWeek: Weekday; timeLimit: string }[]) : undefined,
    levelThresholds: Array.isArray(c.levelThresholds) ? (c.levelThresholds as Thresholds) : undefined,
  };
}

export const TAKEN_DURING_IMPORT = "A username or email in this list was taken by another account while importing. Nothing was imported; check the list and try again.";

/** Maps the unique-index race (P2002) to a message; anything else is rethrown. */
export function rethrowTaken(error: unknown): never {
  if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") {
    throw new AppError("conflict", TAKEN_DURING_IMPORT);
  }
  throw error;
}
