// Fixed-window counters in PostgreSQL, so every app instance shares them (an in-memory counter would let a
// bot multiply its budget by the number of instances). Keys are stored hashed: they carry what a client typed
// (an e-mail, an address), and a long random one broke the primary key's btree row limit (docs/decisions/162).
// A counter counts hits (consumeRateLimit) or an amount, such as the bytes of program a child stored today
// (addToCounter; the budgets are lib/http/limits.ts).
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { now } from "@/lib/clock";
import { AppError } from "./errors";

export type RateRule = { max: number; windowSeconds: number; message: string };

/** The column is an int4: a counter stops here instead of overflowing (every budget is far below it). */
const COUNTER_CEILING = 2_000_000_000;

/**
 * The fixed-size form of a counter key kept in an indexed column: its kind (the text before the first colon,
 * ours, short) stays readable; the rest, which a client chose, becomes its SHA-256.
 */
export function storedCounterKey(key: string): string {
  const colon = key.indexOf(":");
  const kind = colon > 0 && colon <= 32 ? key.slice(0, colon) : "key";
  return `${kind}:${createHash("sha256").update(key).digest("base64url")}`;
}

/**
 * Adds `amount` to `key`'s counter in its current window (a new window starts at 0 once the last one is over)
 * and answers the total after it and how many seconds the window has left. `db` may be a transaction, so the
 * count commits with what it counts.
 */
export async function addToCounter(
  key: string,
  amount: number,
  windowSeconds: number,
  db: Prisma.TransactionClient = prisma,
): Promise<{ total: number; secondsLeft: number }> {
  const t = now();
  const windowFloor = new Date(t.getTime() - windowSeconds * 1000);
  const n = Math.max(0, Math.min(Math.floor(amount), COUNTER_CEILING));
  // One statement, so concurrent requests on several instances all count.
  const [row] = await db.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO rate_limit (key, count, window_start) VALUES (${storedCounterKey(key)}, ${n}, ${t})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.window_start <= ${windowFloor} THEN ${n}
                   ELSE LEAST(rate_limit.count + ${n}, ${COUNTER_CEILING}) END,
      window_start = CASE WHEN rate_limit.window_start <= ${windowFloor} THEN ${t} ELSE rate_limit.window_start END
    RETURNING count, window_start`;
  const secondsLeft = Math.max(1, Math.ceil((row.window_start.getTime() + windowSeconds * 1000 - t.getTime()) / 1000));
  return { total: row.count, secondsLeft };
}

/** Counts one hit on `key`; throws 429 with Retry-After once the window's budget is spent. */
export async function consumeRateLimit(key: string, rule: RateRule): Promise<void> {
  const { total, secondsLeft } = await addToCounter(key, 1, rule.windowSeconds);
  if (total <= rule.max) return;
  throw new AppError("too_many_requests", rule.message, { headers: { "Retry-After": String(secondsLeft) } });
}
