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
