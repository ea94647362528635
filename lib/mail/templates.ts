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

/** To the parent a child under 13 named at sign-up (docs/decisions/104). */
export function parentConsentMail(childName: string, key: string) {
  const link = new URL(`/parents/consent/${encodeURIComponent(key)}`, env.APP_URL).toString();
  return {
    subject: "Your child wants to join Sprout",
    text: [
      "Hello,",
      "",
      `${childName || "Your child"} signed up for Sprout, a place where children learn to code, and named you as their parent.`,
      "Children under 13 need a parent's permission. The account stays switched off until you say yes.",
      "",
      "To allow it, open this link and sign in (or sign up) as a parent with this e-mail address:",
      "",
      link,
      "",
      "The link works for 7 days. If you do not know about this, ignore this e-mail: the account stays off.",
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
