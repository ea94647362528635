// Issue 42, the school's own sign-in: an organizer configures the school's OpenID provider in the dashboard (a
// real oidc-provider on loopback, tests/support/oidc-provider.ts), then a teacher of the school types their school
// e-mail on /login, signs in on the provider's own page and lands on /teachers.
import { randomUUID } from "node:crypto";
import { expect, test } from "@playwright/test";
import { startOidcProvider, type OidcStandIn } from "../tests/support/oidc-provider";
import { confirmedAdult, signInThroughPage } from "./support/accounts";
import { expectNoAxeViolations } from "./support/axe";
import { withE2eDb } from "./support/db";

test.describe.configure({ timeout: 180_000 });

let idp: OidcStandIn;
test.afterAll(async () => idp?.close());

test("an organizer configures the school's sign-in and a teacher signs in through it", async ({
  browser,
  page,
  baseURL,
}) => {
  const callback = `${baseURL}/api/auth/school/callback/`;
  idp = await startOidcProvider({ redirectUris: [callback] });
  const tag = randomUUID().slice(0, 6);
  const domain = `lincoln-${tag}.test`;

  // The organizer and their school.
  const organizer = await confirmedAdult(page.request, "organizer");
  await signInThroughPage(page, "organizer", organizer.email, organizer.password);
  const made = await page.request.post("/api/organization/admin/", {
    data: { name: `Lincoln ${tag}`, description: "", invite_code: `LINCOLN-${tag.toUpperCase()}` },
  });
  expect(made.status(), await made.text()).toBe(201);
  const org = (await made.json()) as { id: string };

  // A teacher of the school, whose school e-mail the provider holds.
  const teacher = await confirmedAdult(page.request, "teacher");
  const email = `robin.${tag}@${domain}`;
  await withE2eDb(async (db) => {
    const { rows } = await db.query<{ id: string }>(`UPDATE "user" SET email = $1 WHERE email = $2 RETURNING id`, [
      email,
      teacher.email,
    ]);
    await db.query(`INSERT INTO organization_member (organization_id, user_id, kind) VALUES ($1, $2, 'teacher')`, [
      org.id,
      rows[0].id,
    ]);
  });
  idp.addAccount({ id: `teacher-${tag}`, email, password: "lincoln-pass-1" });

  // The organizer's "School sign-in" section.
  await page.goto(`/organizers?org=${org.id}&tab=sign-in`);
  await expect(page.getByRole("heading", { name: "School sign-in" })).toBeVisible();
  await expect(page.getByTestId("sign-in-redirect")).toHaveText(callback);
  await page.getByLabel("Issuer").fill(idp.issuer);
  await page.getByLabel("Client id").fill(idp.clientId);
  await page.getByLabel("Client secret").fill(idp.clientSecret);
  await page.getByLabel("School e-mail domains").fill(domain);
  await page.getByRole("button", { name: "Save school sign-in" }).click();
  await expect(page.getByTestId("sign-in-notice")).toHaveText(/School sign-in is on/);
  await expect(page.getByTestId("sign-in-link")).toHaveText(`${baseURL}/login/school/${org.id}`);
  await expect(page.getByLabel("Client secret")).toHaveValue("");
  await expect(page.getByText("A secret is stored. Leave empty to keep it.")).toBeVisible();
  await expectNoAxeViolations(page);

  // The teacher, in a browser of their own.
  const context = await browser.newContext();
  const tab = await context.newPage();
  await tab.goto("/login");
  await tab.getByTestId("school-email").fill(email);
  await tab.getByRole("button", { name: "Sign in with your school" }).click();
  await expect(tab).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await tab.getByLabel("School e-mail").fill(email);
  await tab.getByLabel("Password").fill("lincoln-pass-1");
  await tab.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(tab).toHaveURL(/\/teachers$/, { timeout: 30_000 });
  const session = (await (await tab.request.get("/api/auth/session")).json()) as { user?: { email?: string } };
  expect(session.user?.email).toBe(email);

  // Someone the school's provider knows but Sprout does not is told so, and stays signed out.
  const stranger = await browser.newContext();
  const other = await stranger.newPage();
  idp.addAccount({ id: `stranger-${tag}`, email: `pat.${tag}@${domain}`, password: "lincoln-pass-2" });
  await other.goto(`/login/school/${org.id}`);
  await other.getByRole("link", { name: `Sign in with Lincoln ${tag}` }).click();
  await other.getByLabel("School e-mail").fill(`pat.${tag}@${domain}`);
  await other.getByLabel("Password").fill("lincoln-pass-2");
  await other.getByRole("button", { name: "Sign in", exact: true }).click();
  await expect(other.getByTestId("school-sign-in-refused")).toHaveText(
    `You signed in with your school, but no Sprout account at Lincoln ${tag} matches pat.${tag}@${domain}. Ask your school's Sprout administrator.`,
  );
  await expectNoAxeViolations(other);
  await context.close();
  await stranger.close();
});
