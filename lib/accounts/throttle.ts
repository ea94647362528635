// Failed sign-in throttling, kept in PostgreSQL so all instances share it. Counted per account and per
// account + address; never per address alone, because a whole school signs in from one address. The
// per-account rule grows delays (1 s, 2 s, 4 s … 15 min) instead of locking, and a browser with the account's
// device cookie is counted on its own (lib/auth/device.ts), so guessing strangers never lock the owner out.
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { storedCounterKey } from "@/lib/http/rate-limit";

type Rule = { maxFailures: number; windowSeconds: number; lockSeconds: number; growing: boolean };

export const THROTTLE_RULES = {
  account: { maxFailures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60, growing: true },
  accountAddress: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60, growing: false },
  device: { maxFailures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60, growing: true },
} as const satisfies Record<string, Rule>;

/** The counters one sign-in attempt is judged by: its device's alone, or the account's and account + address's. */
export function throttleKeys(account: string, ip: string, device?: string | null): string[] {
  return device ? [`device:${account}:${device}`] : [`acct:${account}`, `acct-ip:${account}:${ip}`];
}

const ruleFor = (key: string): Rule =>
  key.startsWith("device:")
    ? THROTTLE_RULES.device
    : key.startsWith("acct-ip:")
      ? THROTTLE_RULES.accountAddress
      : THROTTLE_RULES.account;

/** Throws 429 while any of `keys` is delayed; returns whether failures are on record. */
export async function assertNotThrottled(keys: string[]): Promise<{ hasFailures: boolean }> {
  const rows = await prisma.authThrottle.findMany({
    where: { key: { in: keys.map(storedCounterKey) } },
    select: { lockedUntil: true },
  });
  const locks = rows.filter((r) => r.lockedUntil && r.lockedUntil > now());
  if (!locks.length) return { hasFailures: rows.length > 0 };
  const until = Math.max(...locks.map((r) => r.lockedUntil!.getTime()));
  const seconds = Math.max(1, Math.ceil((until - now().getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} second${seconds === 1 ? "" : "s"}` : `${minutes} minute${minutes === 1 ? "" : "s"}`;
  throw new AppError("too_many_requests", `Too many failed sign-in attempts. Please try again in ${wait}.`, {
    headers: { "Retry-After": String(seconds) },
  });
}

async function bump(key: string, rule: Rule) {
  const t = now();
  const windowFloor = new Date(t.getTime() - rule.windowSeconds * 1000);
  // Growing rules wait 2^(failures - max) seconds, capped; the others lock for lockSeconds.
  const growing = rule.growing ? 1 : 0;
  // One statement, so concurrent failures on several instances all count.
  await prisma.$executeRaw`
    INSERT INTO auth_throttle (key, failures, window_start, locked_until)
    VALUES (${storedCounterKey(key)}, 1, ${t}, NULL)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN auth_throttle.window_start < ${windowFloor} THEN 1 ELSE auth_throttle.failures + 1 END,
      window_start = CASE WHEN auth_throttle.window_start < ${windowFloor} THEN ${t} ELSE auth_throttle.window_start END,
      locked_until = CASE
        WHEN auth_throttle.window_start >= ${windowFloor} AND auth_throttle.failures + 1 >= ${rule.maxFailures}
        THEN ${t}::timestamp + make_interval(secs => CASE WHEN ${growing} = 1
          THEN LEAST(${rule.lockSeconds}, power(2, auth_throttle.failures + 1 - ${rule.maxFailures}))
          ELSE ${rule.lockSeconds} END)
        ELSE auth_throttle.locked_until END`;
}

export async function recordFailure(keys: string[]): Promise<void> {
  for (const key of keys) await bump(key, ruleFor(key));
}

export async function clearFailures(keys: string[]): Promise<void> {
  await prisma.authThrottle.deleteMany({ where: { key: { in: keys.map(storedCounterKey) } } });
}
