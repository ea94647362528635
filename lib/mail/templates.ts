import { env } from "@/lib/env";

export function confirmationMail(name: string, key: string) {
  const link = new URL(`/verify-email/${encodeURIComponent(key)}`, env.APP_URL).toString();
  return {
    subject: "Confirm your Sprout email address",
    text: [
      `Hello ${name || "there"},`,
      "",
      "Welcome to Sprout! Please confirm your email address by opening this link:",
      "",
      link,
      "",
      "The link works for 3 days. If you did not sign up for Sprout, you can ignore this email.",
    ].join("\n"),
    link,
  };
}

export function passwordResetMail(name: string, token: string) {
  const link = new URL(`/change-password/${encodeURIComponent(token)}`, env.APP_URL).toString();
  return {
    subject: "Reset your Sprout password",
    text: [
      `Hello ${name || "there"},`,
      "",
      "Someone (we hope you) asked to reset the password of your Sprout account. Choose a new one here:",
      "",
      link,
      "",
      "The link works once, for 1 hour. If you did not ask for it, you can ignore this email: your password stays as it is.",
    ].join("\n"),
    link,
  };
}

/**
 * To the parent a child under 13 named at sign-up (docs/decisions/104). It repeats the child's username and says
 * how the child signs in (issue 40): the parent's own address never signs the child in.
 */
export function parentConsentMail(child: { name: string; username: string; hasOwnEmail: boolean }, key: string) {
  const link = new URL(`/parents/consent/${encodeURIComponent(key)}`, env.APP_URL).toString();
  const login = new URL("/login", env.APP_URL).toString();
  const name = child.name || "Your child";
  return {
    subject: "Your child wants to join Sprout",
    text: [
      "Hello,",
      "",
      `${name} signed up for Sprout, a place where children learn to code, and named you as their parent.`,
      "Children under 13 need a parent's permission. The account stays switched off until you say yes.",
      "",
      "To allow it, open this link and sign in (or sign up) as a parent with this e-mail address:",
      "",
      link,
      "",
      "The link works for 7 days. If you do not know about this, ignore this e-mail: the account stays off.",
      "",
      `Once you say yes, ${name} signs in at ${login} with:`,
      "",
      `    Username: ${child.username}`,
      "    Password: the one they chose when signing up",
      "",
      child.hasOwnEmail
        ? "They may also use their own e-mail address once they have confirmed it. Your e-mail address signs in only your own parent account."
        : "Your e-mail address signs in only your own parent account, not theirs: please keep the username for them.",
      "You can also print a login card for them from your Sprout parent page (Children, Print login card).",
    ].join("\n"),
    link,
  };
}

/** Sent instead of an error when someone registers with an address that already has an account. */
export function accountExistsMail(name: string) {
  const login = new URL("/login", env.APP_URL).toString();
  return {
    subject: "Someone tried to sign up for Sprout with your email address",
    text: [
      `Hello ${name || "there"},`,
      "",
      "Someone (perhaps you) just tried to create a Sprout account with this email address, which already has one.",
      "Nothing was changed. To use your account, sign in here:",
      "",
      login,
      "",
      "If this was not you, you can ignore this email.",
    ].join("\n"),
  };
}

/** Sign-up with a username someone else has: the answer did not say so (docs/decisions/162); this mail does. */
export function usernameTakenMail(name: string, username: string) {
  const signup = new URL("/signup", env.APP_URL).toString();
  return {
    subject: "Your Sprout sign-up needs another username",
    text: [
      `Hello ${name || "there"},`,
      "",
      `Someone (perhaps you) just tried to create a Sprout account with this email address and the username "${username}", which is already in use.`,
      "No account was made. Please sign up again and choose another username:",
      "",
      signup,
      "",
      "If this was not you, you can ignore this email.",
    ].join("\n"),
  };
}

/** An organization's invitation (docs/decisions/133): the link opens sign-up with the address filled in. */
export function organizationInvitationMail(input: {
  organization: string;
  role: string;
  inviter: string;
  email: string;
  kind: "teacher" | "organizer";
  token: string;
  days: number;
}) {
  const link = new URL(`/signup/${input.kind}`, env.APP_URL);
  link.searchParams.set("invitation", input.token);
  link.searchParams.set("email", input.email);
  return {
    subject: `You are invited to join ${input.organization} on Sprout`,
    text: [
      "Hello,",
      "",
      `${input.inviter} invited you to join ${input.organization} on Sprout, with the role "${input.role}".`,
      "",
      "To create your account and join, open this link:",
      "",
      link.toString(),
      "",
      "If you already have a Sprout account with this email address, sign in instead: the invitation is waiting on your dashboard.",
      `The invitation works for ${input.days} days. If you did not expect it, you can ignore this email.`,
    ].join("\n"),
    link: link.toString(),
  };
}

/** An adult moving their account to a new address: the link goes to the new address (docs/decisions/201). */
export function emailChangeMail(name: string, key: string) {
  const link = new URL(`/verify-email/${encodeURIComponent(key)}`, env.APP_URL).toString();
  return {
    subject: "Confirm your new Sprout email address",
    text: [
      `Hello ${name || "there"},`,
      "",
      "You asked to sign in to Sprout with this email address from now on. Please confirm it by opening this link:",
      "",
      link,
      "",
      "Until you do, your account keeps its old address. The link works for 3 days.",
      "If you did not ask for this, you can ignore this email.",
    ].join("\n"),
  };
}

/** The old address hears of the change, so a person whose session was taken learns of it. */
export function emailChangeNoticeMail(name: string, newEmail: string) {
  return {
    subject: "Your Sprout email address is being changed",
    text: [
      `Hello ${name || "there"},`,
      "",
      `Someone signed in to your Sprout account asked to change its email address to ${newEmail}.`,
      "Nothing changes until that address is confirmed. If this was not you, change your password now and tell",
      "your school's Sprout administrator.",
    ].join("\n"),
  };
}

/** A change to an address that already has an account: the answer did not say so; this mail does. */
export function emailChangeTakenMail() {
  return {
    subject: "Someone tried to move a Sprout account to your email address",
    text: [
      "Hello,",
      "",
      "Someone tried to move another Sprout account to this email address, which already has an account.",
      "Nothing was changed. If this was you, sign in with this address instead.",
    ].join("\n"),
  };
}
