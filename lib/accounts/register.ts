import { type z } from "zod";
import { prisma } from "@/lib/db/client";
import { validationError } from "@/lib/http/errors";
import { consumeRateLimit } from "@/lib/http/rate-limit";
import { sendMail } from "@/lib/mail/mailer";
import { accountExistsMail, usernameTakenMail } from "@/lib/mail/templates";
import { hashPassword, passwordProblems } from "@/lib/auth/password";
import { ROLE_FLAG } from "@/lib/auth/roles";
import { type registrationSchema } from "./schemas";
import { sendConfirmation } from "./email-confirmation";
import { uniqueUsername } from "@/lib/auth/usernames";
import { isUnderConsentAge } from "@/lib/parents/consent-age";
import { requestParentConsent } from "@/lib/parents/consent";
import { now } from "@/lib/clock";
import { joinOrganization, organizationByCode } from "@/lib/organizations/membership";
import { invitationForSignUp } from "@/lib/organizations/invitations";

type Registration = z.output<typeof registrationSchema>;

export const REGISTRATION_LIMITS = {
  perAddress: {
    max: 20,
    windowSeconds: 60 * 60,
    message: "Many accounts were created from this network in the last hour. Please try again later.",
  },
  perEmail: {
    max: 3,
    windowSeconds: 60 * 60,
    message: "This email address was used to sign up several times in the last hour. Please try again later.",
  },
};
export const REGISTERED = "Verification e-mail sent.";
export const CONSENT_ASKED = "We sent your parent an e-mail. You can sign in once they say yes.";

/**
 * Answers alike whether or not the email already has an account (the owner gets a mail saying so instead),
 * so the form cannot be used to find out who uses Sprout. Limited per address and per email.
 */
export async function registerUser(input: Registration, ip: string): Promise<{ detail: string; username?: string }> {
  await consumeRateLimit(`register-ip:${ip}`, REGISTRATION_LIMITS.perAddress);
  // A child with no address of their own counts against the parent's: at most 3 consent mails an hour to it.
  await consumeRateLimit(`register-email:${input.email ?? input.parentEmail}`, REGISTRATION_LIMITS.perEmail);
  const fieldErrors: Record<string, string[]> = {};
  const weak = passwordProblems(input.password1, [
    input.username ?? "",
    input.email?.split("@")[0] ?? "",
    input.firstname,
  ]);
  if (weak.length) fieldErrors.password1 = weak;
  const [owner, usernameTaken] = await Promise.all([
    input.email
      ? prisma.user.findUnique({
          where: { email: input.email },
          select: { id: true, firstname: true, emailVerifiedAt: true, studentProfile: { select: { id: true } } },
        })
      : null,
    input.username ? prisma.user.findUnique({ where: { username: input.username }, select: { id: true } }) : null,
  ]);
  if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);
  // Joining: a teacher's invite code, or the mailed invitation link (which proves the address: docs/decisions/133).
  const joining = input.organization_code ? await organizationByCode(input.organization_code) : null;
  const invitation = input.invitation ? await invitationForSignUp(input.invitation, input.email) : null;
  if (owner && !owner.emailVerifiedAt && owner.studentProfile) {
    // A teacher typed this address for a student and nobody confirmed it: it blocks no one's sign-up.
    await prisma.user.update({ where: { id: owner.id }, data: { email: null } });
  } else if (owner) {
    const mail = accountExistsMail(owner.firstname);
    await hashPassword(input.password1); // the time an account would take, so the answer's timing says nothing
    await sendMail({ to: input.email!, subject: mail.subject, text: mail.text });
    return { detail: REGISTERED };
  }
  // A child under 13 waits, switched off, for the named parent's consent (docs/decisions/104).
  const needsConsent = input.role === "student" && Boolean(input.parentEmail) && isUnderConsentAge(input.dob ?? "");
  if (usernameTaken) {
    // Whether a username exists is not said either (docs/decisions/162): the address is told by mail.
    const mail = usernameTakenMail(input.firstname, input.username!);
    await hashPassword(input.password1);
    await sendMail({ to: (input.email ?? input.parentEmail)!, subject: mail.subject, text: mail.text });
    return needsConsent ? { detail: CONSENT_ASKED, username: input.username! } : { detail: REGISTERED };
  }

  const username = input.username ?? (await uniqueUsername(input.email?.split("@")[0] ?? input.firstname));
  const user = await prisma.$transaction(async (tx) => {
    const created = await tx.user.create({
      data: {
        email: input.email ?? null,
        emailVerifiedAt: invitation ? now() : null,
        isActive: !needsConsent,
        username,
        passwordHash: await hashPassword(input.password1),
        firstname: input.firstname,
        lastname: input.lastname ?? "",
        [ROLE_FLAG[input.role]]: true,
        country: input.country ?? "",
        schoolCountry: input.schoolCountry ?? "",
        schoolName: input.schoolName ?? "",
        grade: input.grade ?? "",
        dob: input.dob ? new Date(`${input.dob}T00:00:00Z`) : null,
      },
    });
    if (joining) await joinOrganization(tx, { userId: created.id, organizationId: joining.id, kind: "teacher" });
    if (invitation) {
      const claimed = await tx.organizationInvitation.updateMany({
        where: { id: invitation.id, status: "pending" },
        data: { status: "accepted", answeredAt: now(), answeredById: created.id },
      });
      if (claimed.count !== 1) {
        throw validationError({ invitation: ["This invitation link was already used. You can sign in instead."] });
      }
      await joinOrganization(tx, {
        userId: created.id,
        organizationId: invitation.organizationId,
        kind: invitation.kind,
        roleId: invitation.roleId,
      });
    }
    return created;
  });
  if (invitation) {
    return { detail: `Your account is ready and you joined ${invitation.organization.name}. You can sign in now.` };
  }
  await sendConfirmation(user);
  if (needsConsent) {
    await requestParentConsent(user, input.parentEmail!);
    // The child signs in by this username (issue 40): shown on the page and repeated in the parent's mail.
    return { detail: CONSENT_ASKED, username: user.username };
  }
  return { detail: REGISTERED };
}
