// Fixed-window counters in PostgreSQL, so every app instance shares them (an in-memory counter would let a
// bot multiply its budget by the number of instances). Keys are stored hashed: they carry what a client typed
// (an e-mail, an address), and a long random one broke the primary key's btree row limit (docs/decisions/162).
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError } from "./errors";

export type RateRule = { max: number; windowSeconds: number; message: string };

/**
 * The fixed-size form of a counter key kept in an indexed column: its kind (the text before the first colon,
 * ours, short) stays readable; the rest, which a client chose, becomes its SHA-256.
 */
export function storedCounterKey(key: string): string {
  const colon = key.indexOf(":");
  const kind = colon > 0 && colon <= 32 ? key.slice(0, colon) : "key";
  return `${kind}:${createHash("sha256").update(key).digest("base64url")}`;
}

/** Counts one hit on `key`; throws 429 with Retry-After once the window's budget is spent. */
export async function consumeRateLimit(key: string, rule: RateRule): Promise<void> {
  const t = now();
  const windowFloor = new Date(t.getTime() - rule.windowSeconds * 1000);
  // One statement, so concurrent requests on several instances all count.
  const [row] = await prisma.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO rate_limit (key, count, window_start) VALUES (${storedCounterKey(key)}, 1, ${t})
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN rate_limit.window_start <= ${windowFloor} THEN 1 ELSE rate_limit.count + 1 END,
      window_start = CASE WHEN rate_limit.window_start <= ${windowFloor} THEN ${t} ELSE rate_limit.window_start END
    RETURNING count, window_start`;
  if (row.count <= rule.max) return;
  const retryAfter = Math.max(
    1,
    Math.ceil((row.window_start.getTime() + rule.windowSeconds * 1000 - t.getTime()) / 1000),
  );
  throw new AppError("too_many_requests", rule.message, { headers: { "Retry-After": String(retryAfter) } });
}
