import { expect, test } from "@playwright/test";

// The API reference is Sprout's own page (docs/decisions/236): rendered from /api/openapi.json's document on the
// server, with no request to another site.
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
  await expect(page.getByRole("link", { name: "classes", exact: true })).toBeVisible();

  const operation = page.locator("#getAcademicsClassClassId");
  await operation.scrollIntoViewIfNeeded();
  await expect(operation.getByRole("heading", { level: 3 })).toContainText("/api/academics/class/{classId}");
  await expect(operation).toContainText("Requires the permission `classes:manage`.");
  await expect(operation.getByRole("rowheader", { name: "classId" })).toBeVisible();
  await expect(operation.getByRole("link", { name: "ClassView" })).toBeVisible();
  await expect(operation).toContainText("401");

  // The schema the operation names is on the same page.
  await operation.getByRole("link", { name: "ClassView" }).click();
  await expect(page.locator("#schema-ClassView summary")).toBeVisible();

  // The machine-readable document it links to.
  const doc = await page.request.get("/api/openapi.json/");
  expect(doc.status()).toBe(200);
  expect((await doc.json()).openapi).toBe("3.1.0");

  expect(elsewhere).toEqual([]);
});
