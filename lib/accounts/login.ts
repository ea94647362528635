import { CONSENT_PENDING, consentPending } from "@/lib/parents/consent";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { verifyPassword } from "@/lib/auth/password";
import { serializeUser } from "@/lib/auth/serializers";
import { organizationCodeOf } from "@/lib/organizations/membership";
import { startSession } from "@/lib/auth/sessions";
import { assertNotThrottled, clearFailures, recordFailure, throttleKeys } from "./throttle";
import { deviceNonceFor } from "@/lib/auth/device";
import { recordSignIn } from "@/lib/audit/sign-in";

export const INVALID_CREDENTIALS = "Unable to log in with provided credentials.";
export const EMAIL_NOT_VERIFIED = "E-mail is not verified. Please open the link in the confirmation email we sent you.";

type LoginInput = {
  identifier: string;
  password: string;
  ip: string;
  userAgent?: string;
  deviceToken?: string;
  requestId?: string;
};

/**
 * An identifier containing @ is an email, otherwise a username (SPEC §5). Signs in and records the attempt in the audit log, whatever its outcome (the typed
 * identifier, never the password).
 */
export async function login(input: LoginInput) {
  const identifier = input.identifier.trim().toLowerCase();
  let user: Awaited<ReturnType<typeof findAccount>> = null;
  try {
    user = await findAccount(identifier);
    const result = await checkLogin(input, user);
    await recordSignIn("password", input, { user: user! });
    return result;
  } catch (error) {
    await recordSignIn("password", input, { user, attempted: identifier, error });
    throw error;
  }
}

function findAccount(identifier: string) {
  // An address a teacher typed for a student signs nobody in until its owner confirms it.
  return prisma.user.findFirst({
    where: identifier.includes("@")
      ? { email: identifier, OR: [{ emailVerifiedAt: { not: null } }, { studentProfile: { is: null } }] }
      : { username: identifier },
    include: { studentProfile: { select: { id: true, class: { select: { archivedAt: true } } } } },
  });
}

/** A student account made for a class its teacher archived: it signs in again once the class is restored (185). */
export const CLASS_ARCHIVED = "Your class was archived by its teacher. You can sign in again once it is restored.";

async function checkLogin(input: LoginInput, user: Awaited<ReturnType<typeof findAccount>>) {
  const identifier = input.identifier.trim().toLowerCase();
  const account = user?.id ?? `unknown:${identifier}`;
  const keys = throttleKeys(account, input.ip, user ? deviceNonceFor(input.deviceToken, user.id) : null);
  const { hasFailures } = await assertNotThrottled(keys);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  // The right password of a child still waiting for a parent's yes: told so, rather than "wrong password".
  if (user && ok && !user.isActive && user.isStudent && (await consentPending(user.id))) {
    throw new AppError("bad_request", CONSENT_PENDING, { fieldErrors: { non_field_errors: [CONSENT_PENDING] } });
  }
  if (!user || !ok || !user.isActive) {
    await recordFailure(keys);
    throw new AppError("bad_request", INVALID_CREDENTIALS, {
      fieldErrors: { non_field_errors: [INVALID_CREDENTIALS] },
    });
  }
  if (hasFailures) await clearFailures(keys);
  if (user.studentProfile?.class?.archivedAt && !user.isTeacher && !user.isParent && !user.isOrganizer) {
    throw new AppError("bad_request", CLASS_ARCHIVED, { fieldErrors: { non_field_errors: [CLASS_ARCHIVED] } });
  }
  if (user.email && !user.emailVerifiedAt && !user.studentProfile) {
    throw new AppError("bad_request", EMAIL_NOT_VERIFIED, { extra: { code: "email_not_verified" } });
  }
  return issueLogin(user, input.userAgent);
}

export async function issueLogin(user: Parameters<typeof serializeUser>[0], userAgent?: string) {
  const tokens = await startSession(user.id, userAgent);
  return { ...tokens, user: serializeUser(user, await organizationCodeOf(user.organizationId)) };
}
