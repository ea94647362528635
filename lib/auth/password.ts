// argon2id (OWASP parameters: 19 MiB, 2 passes). The async hash runs on libuv's threadpool, so hashing a
// whole class of passwords does not stall the event loop.
import { hash, verify } from "@node-rs/argon2";

const OPTIONS = { algorithm: 2 /* Argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    // Same work for unknown accounts, so timing does not reveal which usernames exist.
    await hash(password, OPTIONS);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/** Django-style rules, with its wording, so messages read the same across the product. */
export function passwordProblems(password: string, personal: string[] = []): string[] {
  const problems: string[] = [];
  if (password.length < 8) problems.push("This password is too short. It must contain at least 8 characters.");
  if (/^\d+$/.test(password)) problems.push("This password is entirely numeric.");
  const lowered = password.toLowerCase();
  if (personal.some((p) => p && p.length >= 3 && lowered.includes(p.toLowerCase()))) {
    problems.push("The password is too similar to your personal information.");
  }
  if (["password", "password1", "12345678", "qwertyui", "sprout123"].includes(lowered)) {
    problems.push("This password is too common.");
  }
  return problems;
}
