// Google sign-up and sign-in (SPEC §4, §7). An account that lacks the requested role answers 202 with a
// confirmation token; POST /auth/social/confirm-add-role/ adds the role and signs in. The service returns data;
// `googleSignInStatus` reads the status (200 / 201 / 202) off it for the route wrapper (docs/decisions/171).
import { type z } from "zod";
import { prisma } from "@/lib/db/client";
import { addSeconds, now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { googleIdentity } from "@/lib/google/client";
import { issueLogin } from "./login";
import { ROLE_FLAG, roleAdditionRefusal, type Role } from "@/lib/auth/roles";
import { type confirmRoleSchema, type googleSchema } from "./schemas";
import { hashKey, randomKey } from "@/lib/auth/tokens";
import { uniqueUsername } from "@/lib/auth/usernames";

const CONFIRM_SECONDS = 15 * 60;

/** Signed in (`created`: the account was made just now), or asked to confirm adding the role. */
export type GoogleSignIn =
  | (Awaited<ReturnType<typeof issueLogin>> & { created: boolean })
  | { detail: string; confirmation_token: string; role: Role };

/** 201 for a new account, 202 for a role to confirm, 200 for a sign-in. */
export function googleSignInStatus(result: GoogleSignIn): 200 | 201 | 202 {
  if ("confirmation_token" in result) return 202;
  return result.created ? 201 : 200;
}

export async function googleSignIn(input: z.output<typeof googleSchema>, userAgent?: string): Promise<GoogleSignIn> {
  const identity = await googleIdentity(input.access_token);
  const linked = await prisma.socialAccount.findUnique({
    where: { provider_subject: { provider: "google", subject: identity.subject } },
    include: { user: true },
  });

  if (!input.role) {
    if (!linked)
      throw new AppError("not_found", "No Sprout account is linked to this Google account. Please sign up first.");
    return { ...(await issueLogin(linked.user, userAgent)), created: false };
  }

  if (linked) {
    if (linked.user[ROLE_FLAG[input.role]]) return { ...(await issueLogin(linked.user, userAgent)), created: false };
    const refusal = roleAdditionRefusal(linked.user, input.role);
    if (refusal) throw new AppError("forbidden", refusal, { fieldErrors: { role: [refusal] } });
    const token = randomKey(24);
    await prisma.roleConfirmation.create({
      data: {
        tokenHash: hashKey(token),
        userId: linked.userId,
        role: input.role,
        expiresAt: addSeconds(now(), CONFIRM_SECONDS),
      },
    });
    return {
      detail: `Your account does not have the ${input.role} role yet. Confirm to add it.`,
      confirmation_token: token,
      role: input.role,
    };
  }

  if (!identity.email || !identity.emailVerified) {
    throw new AppError("bad_request", "Your Google account has no verified email address.");
  }
  const existing = await prisma.user.findUnique({ where: { email: identity.email }, select: { id: true } });
  if (existing) {
    // Linking by email would let whoever controls that address at Google take the account over.
    throw new AppError("conflict", "An account with this email already exists. Please sign in with your password.");
  }
  const user = await prisma.user.create({
    data: {
      email: identity.email,
      emailVerifiedAt: now(),
      username: await uniqueUsername(identity.email.split("@")[0]),
      firstname: identity.givenName,
      lastname: identity.familyName,
      [ROLE_FLAG[input.role]]: true,
      socialAccounts: { create: { provider: "google", subject: identity.subject, email: identity.email } },
    },
  });
  return { ...(await issueLogin(user, userAgent)), created: true };
}

export async function confirmAddRole(input: z.output<typeof confirmRoleSchema>, userAgent?: string) {
  const row = await prisma.roleConfirmation.findUnique({ where: { tokenHash: hashKey(input.confirmation_token) } });
  if (!row || row.usedAt || row.expiresAt <= now()) {
    throw new AppError("not_found", "This confirmation has expired. Please sign in with Google again.");
  }
  const claimed = await prisma.roleConfirmation.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: now() },
  });
  if (claimed.count === 0)
    throw new AppError("not_found", "This confirmation has expired. Please sign in with Google again.");
  const user = await prisma.user.update({
    where: { id: row.userId },
    data: { [ROLE_FLAG[row.role as Role]]: true },
  });
  return issueLogin(user, userAgent);
}
