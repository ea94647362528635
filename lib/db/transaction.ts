// The one way to run a read-modify-write transaction that concurrent requests may race (docs/decisions/162):
// SERIALIZABLE, so PostgreSQL refuses a lost update instead of committing it, and retried a bounded number of
// times when PostgreSQL refuses (serialization failure 40001, deadlock 40P01). Still refused after the last try, the
// refusal goes up as it is and the route wrapper answers it as a 409 the client can act on ("try again"), never a
// 500 (lib/db sits below lib/http's AppError in the layer map, decision 170).
import { setTimeout as sleep } from "node:timers/promises";
import { prisma } from "./client";
import type { Prisma } from "@/lib/generated/prisma/client";

export const MAX_TRANSACTION_ATTEMPTS = 6;
export const CONCURRENT_EDIT =
  "Someone else changed this at the same moment. Nothing was saved from this request; please try again.";

const RETRYABLE_SQLSTATES = new Set(["40001", "40P01"]);

/**
 * Whether `error` is PostgreSQL refusing a transaction because of a concurrent one. Prisma reports it as P2034,
 * or (through the pg driver adapter) as a DriverAdapterError whose cause carries the SQLSTATE; a raw statement
 * carries it as `code`. Walks the cause chain, since each layer wraps the one below.
 */
export function isConcurrencyFailure(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; e && typeof e === "object" && depth < 6; depth++) {
    const x = e as {
      code?: unknown;
      originalCode?: unknown;
      kind?: unknown;
      meta?: { code?: unknown };
      cause?: unknown;
    };
    if (x.code === "P2034" || x.kind === "TransactionWriteConflict") return true;
    for (const c of [x.code, x.originalCode, x.meta?.code])
      if (typeof c === "string" && RETRYABLE_SQLSTATES.has(c)) return true;
    e = x.cause;
  }
  return false;
}

type Options = { timeout?: number; maxWait?: number };

/** Runs `fn` in a SERIALIZABLE transaction, again (after a short random pause) while PostgreSQL refuses it. */
export async function serializableTransaction<T>(
  fn: (tx: Prisma.TransactionClient) => Promise<T>,
  { timeout = 15_000, maxWait = 10_000 }: Options = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await prisma.$transaction(fn, { isolationLevel: "Serializable", timeout, maxWait });
    } catch (error) {
      if (!isConcurrencyFailure(error)) throw error;
      if (attempt >= MAX_TRANSACTION_ATTEMPTS) throw error;
      // Random, growing pauses so the losers of one round do not collide again in lockstep.
      await sleep(Math.random() * 20 * attempt);
    }
  }
}
