// Google in browser tests: the server reaches the local Google stand-in through Google's official clients
// (e2e/support/serve.mjs). Google's own browser script cannot load offline, so a spec stands in for it with one
// that hands the page a token the stand-in knows — the rest (verification, accounts, calendar) is Sprout's code.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";

const GIS_SCRIPT = "https://accounts.google.com/gsi/client";

function standInUrl(): string {
  return (JSON.parse(readFileSync(".e2e/google.json", "utf8")) as { url: string }).url;
}

export type GoogleIdentity = { sub: string; email: string; given_name?: string; family_name?: string };
/** A Google Classroom course the token's account teaches (tests/support/google-classroom-standin.ts). */
export type ClassroomCourse = {
  id: string;
  name: string;
  section?: string;
  students: { userId: string; givenName: string; familyName: string }[];
};

/** Registers a fresh token with the stand-in (a Google identity, a calendar, Classroom courses) and returns it. */
export async function googleToken(
  request: APIRequestContext,
  opts: { identity?: GoogleIdentity; calendar?: boolean; classroom?: ClassroomCourse[] },
): Promise<string> {
  const token = `ya29.${randomBytes(24).toString("base64url")}`;
  const res = await request.post(`${standInUrl()}/__test/tokens`, { data: { token, ...opts } });
  expect(res.ok()).toBe(true);
  return token;
}

/** The page's next Google window answers with `token`, as Google's script would after the person agrees. */
export async function googleAnswersWith(page: Page, token: string) {
  await page.route(GIS_SCRIPT, (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body: `window.google = { accounts: { oauth2: { initTokenClient: (o) => ({
        requestAccessToken: () => setTimeout(() => o.callback({ access_token: ${JSON.stringify(token)} }), 0),
      }) } } };`,
    }),
  );
}
