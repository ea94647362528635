// Failed sign-in throttling, kept in PostgreSQL so all instances share it. Counted per account and per
// account + address; never per address alone, because a whole school signs in from one address.
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";

export const THROTTLE_RULES = {
  account: { maxFailures: 10, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
  accountAddress: { maxFailures: 5, windowSeconds: 15 * 60, lockSeconds: 15 * 60 },
} as const;

export function throttleKeys(account: string, ip: string) {
  return { account: `acct:${account}`, accountAddress: `acct-ip:${account}:${ip}` } as const;
}

/** Throws 429 while the account (or account + address) is locked; returns whether failures are on record. */
export async function assertNotThrottled(account: string, ip: string): Promise<{ hasFailures: boolean }> {
  const keys = throttleKeys(account, ip);
  const rows = await prisma.authThrottle.findMany({
    where: { key: { in: [keys.account, keys.accountAddress] } },
    select: { lockedUntil: true },
  });
  const locks = rows.filter((r) => r.lockedUntil && r.lockedUntil > now());
  if (!locks.length) return { hasFailures: rows.length > 0 };
  const until = Math.max(...locks.map((r) => r.lockedUntil!.getTime()));
  const seconds = Math.max(1, Math.ceil((until - now().getTime()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  throw new AppError(
    "too_many_requests",
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    { headers: { "Retry-After": String(seconds) } },
  );
}

async function bump(key: string, rule: { maxFailures: number; windowSeconds: number; lockSeconds: number }) {
  const t = now();
  const windowFloor = new Date(t.getTime() - rule.windowSeconds * 1000);
  const lockUntil = new Date(t.getTime() + rule.lockSeconds * 1000);
  // One statement, so concurrent failures on several instances all count.
  await prisma.$executeRaw`
    INSERT INTO auth_throttle (key, failures, window_start, locked_until)
    VALUES (${key}, 1, ${t}, NULL)
    ON CONFLICT (key) DO UPDATE SET
      failures = CASE WHEN auth_throttle.window_start < ${windowFloor} THEN 1 ELSE auth_throttle.failures + 1 END,
      window_start = CASE WHEN auth_throttle.window_start < ${windowFloor} THEN ${t} ELSE auth_throttle.window_start END,
      locked_until = CASE
        WHEN auth_throttle.window_start >= ${windowFloor} AND auth_throttle.failures + 1 >= ${rule.maxFailures}
        THEN ${lockUntil} ELSE auth_throttle.locked_until END`;
}

export async function recordFailure(account: string, ip: string): Promise<void> {
  const keys = throttleKeys(account, ip);
  await bump(keys.account, THROTTLE_RULES.account);
  await bump(keys.accountAddress, THROTTLE_RULES.accountAddress);
}

export async function clearFailures(account: string, ip: string): Promise<void> {
  const keys = throttleKeys(account, ip);
  await prisma.authThrottle.deleteMany({ where: { key: { in: [keys.account, keys.accountAddress] } } });
}
