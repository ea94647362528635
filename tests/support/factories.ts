import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { hashPassword } from "@/lib/auth/password";
import { ROLE_FLAG, type Role } from "@/lib/auth/roles";
import { login } from "@/lib/accounts/login";

export const PASSWORD = "Sunflower-Seed-42";

let cachedHash: Promise<string> | undefined;

export async function createUser(
  opts: { role?: Role; roles?: Role[]; verified?: boolean; email?: string | null; username?: string } = {},
) {
  const id = randomUUID().slice(0, 8);
  const roles = opts.roles ?? [opts.role ?? "teacher"];
  cachedHash ??= hashPassword(PASSWORD);
  return prisma.user.create({
    data: {
      email: opts.email === null ? null : (opts.email ?? `user-${id}@school.test`),
      username: opts.username ?? `user-${id}`,
      passwordHash: await cachedHash,
      firstname: "Test",
      lastname: `User ${id}`,
      emailVerifiedAt: opts.verified === false ? null : new Date(),
      ...Object.fromEntries(roles.map((r) => [ROLE_FLAG[r], true])),
    },
  });
}

export async function signIn(user: { username: string }) {
  return login({ identifier: user.username, password: PASSWORD, ip: "10.0.0.1" });
}

export async function createSignedIn(opts: Parameters<typeof createUser>[0] = {}) {
  const user = await createUser(opts);
  const tokens = await signIn(user);
  return { user, token: tokens.access_token, refresh: tokens.refresh_token };
}
