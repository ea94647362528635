// Joining from an organization's mailed invitation in one step (issue 42, docs/decisions/133): the invitation names
// the address, the school and the role, so the person gives only their name and password (or, with an account
// already, its password). Account + acceptance + membership are one transaction; the browser signs in after.
import "server-only";
import type { z } from "zod";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { AppError, validationError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { hashPassword, passwordProblems, verifyPassword } from "@/lib/auth/password";
import { uniqueUsername } from "@/lib/auth/usernames";
import {
  acceptInvitationIn,
  invitationByToken,
  organizationCountry,
  type InvitationLinkState,
} from "@/lib/organizations/invitations";
import { INVALID_CREDENTIALS } from "./login";
import { REGISTRATION_LIMITS } from "./register";
import { assertNotThrottled, clearFailures, recordFailure, throttleKeys } from "./throttle";
import type { InvitationAcceptInput, InvitationJoinInput } from "./schemas";
import type { invitationJoinedSchema, invitationLinkSchema } from "./wire";

type InvitationLink = z.output<typeof invitationLinkSchema>;
type Joined = z.output<typeof invitationJoinedSchema>;
type Refused = Exclude<InvitationLinkState, "pending">;

export const STUDENT_CANNOT_JOIN =
  "A student account cannot join a school's staff. Ask the organization to invite another address.";

/** What each dead link says, on the page and in a refused request's `invitation` field. */
function refusal(state: Refused, organization: string | null): string {
  const school = organization ?? "your organization";
  switch (state) {
    case "expired":
      return `This invitation has expired. Ask ${school} to send a new one.`;
    case "accepted":
      return "This invitation was already used. Sign in to your account instead.";
    case "declined":
      return `This invitation was declined. Ask ${school} to send a new one if you changed your mind.`;
    case "unknown":
      return "This invitation link is not valid. Open the whole link from the e-mail, or ask your organization to send a new one.";
  }
}

/** The account the invited address already has, if any (a student's unconfirmed, teacher-typed address is none). */
async function accountOf(email: string) {
  const owner = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true,
      passwordHash: true,
      isActive: true,
      isStudent: true,
      isTeacher: true,
      isParent: true,
      isOrganizer: true,
      emailVerifiedAt: true,
      studentProfile: { select: { id: true } },
    },
  });
  const typedForStudent = owner && !owner.emailVerifiedAt && owner.studentProfile;
  return { owner: typedForStudent ? null : owner, typedForStudent: typedForStudent ? owner : null };
}

/** The page opened from the link: the school, the role and the address, or why the link no longer works. */
export async function describeInvitationLink(token: string): Promise<InvitationLink> {
  const { invitation, state } = await invitationByToken(token);
  if (state !== "pending") {
    return {
      state,
      organizationName: invitation?.organization.name ?? null,
      kind: invitation?.kind ?? null,
      detail: refusal(state, invitation?.organization.name ?? null),
    };
  }
  const { owner } = await accountOf(invitation!.email);
  return {
    state,
    organizationName: invitation!.organization.name,
    roleName: invitation!.role?.name ?? null,
    kind: invitation!.kind,
    email: invitation!.email,
    hasAccount: Boolean(owner),
  };
}

/** The pending invitation the token names, or the `invitation` field error saying why not. Writes nothing. */
async function pendingInvitation(token: string) {
  const { invitation, state } = await invitationByToken(token);
  if (state !== "pending")
    throw validationError({ invitation: [refusal(state, invitation?.organization.name ?? null)] });
  return invitation!;
}

function joined(invitation: Awaited<ReturnType<typeof pendingInvitation>>, detail: string): Joined {
  return {
    detail,
    email: invitation.email,
    kind: invitation.kind,
    organization: invitation.organizationId,
    organizationName: invitation.organization.name,
  };
}

/**
 * A new account from the link: verified (the token proves the mailbox), with the school's name and country taken
 * from the organization, member with the invitation's role. Nothing is written unless all of it is.
 */
export async function joinWithNewAccount(input: InvitationJoinInput, ip: string): Promise<Joined> {
  await consumeRateLimit(`register-ip:${ip}`, REGISTRATION_LIMITS.perAddress);
  const invitation = await pendingInvitation(input.invitation);
  const weak = passwordProblems(input.password1, [invitation.email.split("@")[0], input.firstname]);
  if (weak.length) throw validationError({ password1: weak });
  const { owner, typedForStudent } = await accountOf(invitation.email);
  if (owner) {
    const message = `You already have a Sprout account for ${invitation.email}. Sign in with its password to join ${invitation.organization.name}.`;
    throw new AppError("conflict", message, { fieldErrors: { email: [message] } });
  }
  const [username, passwordHash, country] = await Promise.all([
    uniqueUsername(invitation.email.split("@")[0]),
    hashPassword(input.password1),
    organizationCountry(invitation.organizationId, invitation.invitedBy),
  ]);
  const isTeacher = invitation.kind === "teacher";
  await prisma.$transaction(async (tx) => {
    // A teacher typed this address for a student and nobody confirmed it: it blocks no one (as in registerUser).
    if (typedForStudent) await tx.user.update({ where: { id: typedForStudent.id }, data: { email: null } });
    const user = await tx.user.create({
      data: {
        email: invitation.email,
        emailVerifiedAt: now(),
        username,
        passwordHash,
        firstname: input.firstname,
        lastname: input.lastname ?? "",
        isTeacher,
        isOrganizer: !isTeacher,
        country: isTeacher ? "" : country,
        schoolCountry: isTeacher ? country : "",
        schoolName: isTeacher ? invitation.organization.name : "",
      },
    });
    await acceptInvitationIn(tx, invitation, user.id);
  });
  return joined(invitation, `Welcome to ${invitation.organization.name}. Your account is ready.`);
}

/**
 * The invited address has an account: its password (throttled as a sign-in is) accepts the invitation. The link
 * proves the mailbox, so an unconfirmed address becomes confirmed. A child's account never joins a school's staff.
 */
export async function joinWithExistingAccount(input: InvitationAcceptInput, ip: string): Promise<Joined> {
  const invitation = await pendingInvitation(input.invitation);
  const { owner } = await accountOf(invitation.email);
  const keys = throttleKeys(owner?.id ?? `unknown:${invitation.email}`, ip);
  const { hasFailures } = await assertNotThrottled(keys);
  const ok = await verifyPassword(owner?.passwordHash ?? null, input.password);
  if (!owner || !ok || !owner.isActive) {
    await recordFailure(keys);
    throw new AppError("bad_request", INVALID_CREDENTIALS, { fieldErrors: { password: [INVALID_CREDENTIALS] } });
  }
  if (hasFailures) await clearFailures(keys);
  if (owner.isStudent && !owner.isTeacher && !owner.isParent && !owner.isOrganizer) {
    throw new AppError("forbidden", STUDENT_CANNOT_JOIN);
  }
  await prisma.$transaction(async (tx) => {
    if (!owner.emailVerifiedAt) await tx.user.update({ where: { id: owner.id }, data: { emailVerifiedAt: now() } });
    await acceptInvitationIn(tx, invitation, owner.id);
  });
  return joined(invitation, `You joined ${invitation.organization.name}.`);
}
