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
