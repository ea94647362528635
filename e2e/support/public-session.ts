import type { APIRequestContext } from "@playwright/test";
import { waitForLinkTo } from "./mail";

export const E2E_PASSWORD = "Sunflower-Seed-42";

/** Registers a parent through the API and confirms the email from the SMTP sink; returns the sign-in email. */
export async function registerConfirmedParent(request: APIRequestContext): Promise<string> {
  const email = `a11y-${Date.now()}-${Math.random().toString(36).slice(2, 7)}@family.test`;
  const res = await request.post("/api/auth/registration/", {
    data: {
      role: "parent",
      email,
      firstname: "Pat",
      lastname: "Tester",
      password1: E2E_PASSWORD,
      password2: E2E_PASSWORD,
      terms: true,
      country: "Canada",
    },
  });
  if (!res.ok()) throw new Error(`registration failed: ${res.status()} ${await res.text()}`);
  const link = await waitForLinkTo(email);
  const key = decodeURIComponent(new URL(link).pathname.split("/").filter(Boolean).pop()!);
  const confirm = await request.post("/api/auth/confirm-email/", { data: { key } });
  if (!confirm.ok()) throw new Error(`confirmation failed: ${confirm.status()} ${await confirm.text()}`);
  return email;
}

/** Signs a browser context in through next-auth's credentials endpoint (the login page is built elsewhere). */
export async function signInContext(request: APIRequestContext, identifier: string): Promise<void> {
  const { csrfToken } = (await (await request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await request.post("/api/auth/callback/credentials", {
    form: { csrfToken, identifier, password: E2E_PASSWORD, json: "true" },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()}`);
  const session = (await (await request.get("/api/auth/session")).json()) as { user?: unknown };
  if (!session.user) throw new Error("sign-in did not create a session");
}
