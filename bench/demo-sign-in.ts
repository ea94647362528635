// The web session a browser gets when a demo account signs in (next-auth's credentials callback, as the sign-in
// form posts it), for the benches that load pages as a signed-in person (lighthouse.ts, page-profile.mjs).
const PASSWORD = "Sprout-demo-2026"; // lib/server/seed.ts DEMO_PASSWORD (not imported: it would open a database)

/** The session token of demo account `login` on the Sprout at `base`; retries while the demo seed is still running. */
export async function demoSessionToken(base: string, login: string, tries = 60): Promise<string> {
  const cookieOf = (res: Response, name: string) =>
    res.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .find((c) => c.startsWith(`${name}=`));
  for (let i = 0; i < tries; i++) {
    const csrf = await fetch(`${base}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const res = await fetch(`${base}/api/auth/callback/credentials`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        cookie: cookieOf(csrf, "next-auth.csrf-token") ?? "",
      },
      body: new URLSearchParams({ identifier: login, password: PASSWORD, csrfToken, json: "true" }),
    });
    const session = cookieOf(res, "next-auth.session-token");
    if (session) return session.slice("next-auth.session-token=".length);
    if (i < tries - 1) await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error(`could not sign in as ${login}`);
}
