import { randomInt } from "node:crypto";
import { prisma } from "@/lib/db/client";

/** A readable base from names or an email ("Ada Lovelace" → "ada.lovelace"). */
export function usernameBase(...parts: string[]): string {
  const base = parts
    .join(".")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9.]+/g, "")
    .replace(/\.{2,}/g, ".")
    .replace(/^\.|\.$/g, "")
    .slice(0, 30);
  return base.length >= 3 ? base : `${base || "user"}${randomInt(100, 999)}`;
}

/** Generated usernames are built from names plus random suffixes (SPEC §9), checked against existing ones. */
export async function uniqueUsername(...parts: string[]): Promise<string> {
  const base = usernameBase(...parts);
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(10, 10 ** Math.min(2 + attempt, 6))}`;
    const taken = await prisma.user.findUnique({ where: { username: candidate }, select: { id: true } });
    if (!taken) return candidate;
  }
  return `${base}${randomInt(100000, 999999)}`;
}

/**
 * One generated username for each person (from their names), none of them already taken nor in `reserved` (the file's own
 * usernames) nor repeated: one query a round whatever the count (a roster's blank usernames; docs/decisions/190).
 */
export async function uniqueUsernames(
  people: { firstName: string; lastName: string }[],
  reserved: Set<string>,
): Promise<string[]> {
  const used = new Set(reserved);
  const withSuffix = (base: string, digits: number) =>
    `${base.slice(0, 30 - digits)}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
  const pick = (base: string, round: number) => {
    let candidate = round === 0 && !used.has(base) ? base : withSuffix(base, Math.min(2 + round, 6));
    while (used.has(candidate)) candidate = withSuffix(base, 6);
    used.add(candidate);
    return candidate;
  };
  const bases = people.map((p) => usernameBase(p.firstName, p.lastName));
  const result = bases.map((b) => pick(b, 0));
  let open = result.map((_, i) => i);
  for (let round = 1; open.length && round < 8; round++) {
    const taken = await prisma.user.findMany({
      where: { username: { in: open.map((i) => result[i]) } },
      select: { username: true },
    });
    const takenSet = new Set(taken.map((t) => t.username));
    open = open.filter((i) => takenSet.has(result[i]));
    for (const i of open) result[i] = pick(bases[i], round);
  }
  return result;
}

/**
 * A username offered to someone signing up (issue 40): names plus a random suffix, always, so the answer says
 * nothing about which usernames exist (docs/decisions/162); a suffix already taken is drawn again.
 */
export async function suggestUsername(...parts: string[]): Promise<string> {
  const base = usernameBase(...parts).slice(0, 24);
  for (let attempt = 0; attempt < 8; attempt++) {
    const digits = attempt < 4 ? 3 : 6;
    const candidate = `${base}${randomInt(10 ** (digits - 1), 10 ** digits)}`;
    const taken = await prisma.user.findUnique({ where: { username: candidate }, select: { id: true } });
    if (!taken) return candidate;
  }
  return `${base}${randomInt(100000, 999999)}`;
}
