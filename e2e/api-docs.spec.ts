import { expect, test } from "@playwright/test";
import { expectNoAxeViolations } from "./support/axe";

// The API reference is Sprout's own page (docs/decisions/236): rendered from /api/openapi.json's document on the
// server, with no request to another site; a contents page and one page per tag, each passing axe, with every
// scrolling schema block reachable by keyboard (docs/decisions/260).
test("the API reference shows an operation with its parameters and answers, and asks no other site", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const elsewhere: string[] = [];
  page.on("request", (req) => {
    const url = req.url();
    if (!url.startsWith(origin) && !url.startsWith("data:") && !url.startsWith("blob:")) elsewhere.push(url);
  });

  await page.goto("/about-us");
  await expect(page.getByRole("navigation", { name: "Footer" }).getByRole("link", { name: "API" })).toHaveAttribute(
    "href",
    "/developers",
  );
  // The first render builds the document from every route module: allow a loaded machine its time.
  await page.goto("/developers", { timeout: 120_000 });
  await expect(page.getByRole("heading", { level: 1, name: "Sprout API reference" })).toBeVisible();
  const groups = page.getByRole("navigation", { name: "API groups" });
  await expect(groups.getByRole("link", { name: "classes", exact: true })).toHaveAttribute(
    "href",
    "/developers/classes",
  );
  // The contents page lists operations, not their schemas: a page to scan, not the whole document.
  expect(await page.locator("main").evaluate((main) => main.textContent!.length)).toBeLessThan(30_000);
  await expectNoAxeViolations(page);

  // From the contents straight to the operation on its tag's page.
  await groups.getByRole("link", { name: "/api/academics/class/{classId}", exact: true }).first().click();
  await expect(page).toHaveURL(/\/developers\/classes#/);
  await expect(page.getByRole("heading", { level: 1, name: "classes" })).toBeVisible();
  const operation = page.locator("#getAcademicsClassClassId");
  await expect(operation.getByRole("heading", { level: 2 })).toContainText("/api/academics/class/{classId}");
  await expect(operation).toContainText("Requires the permission `classes:manage`.");
  await expect(operation.getByRole("rowheader", { name: "classId" })).toBeVisible();
  await expect(operation.getByRole("link", { name: "ClassView" })).toBeVisible();
  await expect(operation).toContainText("401");

  // The schema the operation names is on the same page.
  await operation.getByRole("link", { name: "ClassView" }).click();
  await expect(page.locator("#schema-ClassView summary")).toBeVisible();
  await expectNoAxeViolations(page);

  // Every code block that scrolls is a named region in the tab order.
  const blocks = page.locator("pre");
  expect(await blocks.count()).toBeGreaterThan(0);
  for (const block of await blocks.all()) {
    await expect(block).toHaveAttribute("tabindex", "0");
    await expect(block).toHaveAttribute("role", "region");
    await expect(block).toHaveAttribute("aria-label", /\S/);
  }

  // Back to the contents.
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "API reference" }).click();
  await expect(page).toHaveURL(/\/developers$/);

  // The machine-readable document it links to.
  const doc = await page.request.get("/api/openapi.json/");
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe("3.1.0");

  expect(elsewhere).toEqual([]);
});

test("each page of the reference answers the same with and without a trailing slash, and an unknown tag is a 404", async ({
  request,
}) => {
  for (const path of ["/developers", "/developers/classes"]) {
    const plain = await request.get(path, { maxRedirects: 0, timeout: 120_000 });
    const slashed = await request.get(`${path}/`, { maxRedirects: 0, timeout: 120_000 });
    expect([path, plain.status()]).toEqual([path, 200]);
    expect([`${path}/`, slashed.status()]).toEqual([`${path}/`, 200]);
    const heading = (html: string) => html.match(/<h1[^>]*>(.*?)<\/h1>/)?.[1];
    expect(heading(await slashed.text())).toBe(heading(await plain.text()));
  }
  expect((await request.get("/developers/no-such-tag", { maxRedirects: 0 })).status()).toBe(404);
});
