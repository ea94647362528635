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
