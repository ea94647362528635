// Issue 28, pages that fit (docs/decisions/197): every page — public, sign-in and sign-up, each role's dashboard
// and its sub-pages and tabs, on the demo's data — has no horizontal scroll at 390 px (a phone) and 1280 px (a
// laptop): document.documentElement.scrollWidth <= innerWidth, 0 px over. And the Accessibility button never
// covers the focused control while tabbing through a dashboard.
import { expect, test, type Page } from "@playwright/test";
import { signInAs } from "./support/parents";

const DEMO_PASSWORD = "Sprout-demo-2026";
const WIDTHS = [390, 1280] as const;

test.describe.configure({ timeout: 300_000 });

const PUBLIC = [
  "/",
  "/about-us",
  "/contact",
  "/privacy-policy",
  "/coming-soon",
  "/press",
  "/404",
  "/login",
  "/login/teacher",
  "/login/parent",
  "/login/organizer",
  "/login/card",
  "/signup",
  "/signup/teacher",
  "/signup/student",
  "/signup/parent",
  "/signup/organizer",
];

const ROLES: { who: string; role: string; pages: string[] }[] = [
  {
    who: "demo.teacher",
    role: "teacher",
    pages: [
      "/teachers",
      "/teachers/curriculum",
      "/teachers/schedule",
      "/teachers/messages",
      "/teachers/notes",
      "/teachers/addClass",
    ],
  },
  {
    who: "demo.parent",
    role: "parent",
    pages: ["/parents", "/parents/messages", "/parents/billing", "/parents/pricing"],
  },
  {
    who: "demo.organizer",
    role: "organizer",
    pages: ["people", "students", "invitations", "roles", "licenses", "analytics", "audit"].map(
      (tab) => `/organizers?tab=${tab}`,
    ),
  },
  { who: "demo.admin", role: "organizer", pages: ["/organizers"] },
  { who: "demo.student", role: "student", pages: ["/students", "/students/puzzles/first-steps"] },
];

/** How many px the page is wider than the window, after it settled. */
async function overflow(page: Page): Promise<number> {
  await page.waitForLoadState("load");
  // Let client data (React Query) arrive and render: the widest state is the one with the data.
  await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}

async function walk(page: Page, paths: string[], found: string[]) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of paths) {
      await page.goto(path);
      const over = await overflow(page);
      if (over > 0) {
        const wide = await page.evaluate(() => {
          const w = window.innerWidth;
          return [...document.querySelectorAll<HTMLElement>("body *")]
            .filter((el) => el.getBoundingClientRect().right > w + 0.5)
            .slice(0, 3)
            .map((el) => `${el.tagName.toLowerCase()}.${[...el.classList].slice(0, 3).join(".")}`);
        });
        found.push(`${path} at ${width} px: ${over} px too wide (${wide.join(", ")})`);
      }
    }
  }
}

test("no page scrolls sideways at 390 or 1280 px: public and sign-in pages", async ({ page }) => {
  const found: string[] = [];
  await walk(page, PUBLIC, found);
  expect(found).toEqual([]);
});

for (const r of ROLES) {
  test(`no page scrolls sideways at 390 or 1280 px: ${r.who}'s pages`, async ({ page }) => {
    await signInAs(page, r.who, DEMO_PASSWORD, r.role);
    const found: string[] = [];
    await walk(page, r.pages, found);
    expect(found).toEqual([]);
  });
}

test("the Accessibility button never covers the focused control while tabbing through a dashboard", async ({
  page,
}) => {
  await signInAs(page, "demo.teacher", DEMO_PASSWORD, "teacher");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 700 });
    await page.goto("/teachers");
    await page.waitForLoadState("networkidle", { timeout: 5_000 }).catch(() => undefined);
    const covered: string[] = [];
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press("Tab");
      const hit = await page.evaluate(() => {
        const toggle = document.querySelector("[data-testid=a11y-toggle]")!.getBoundingClientRect();
        const el = document.activeElement as HTMLElement | null;
        // The page itself (focus left the controls) or the toolbar's own controls are not covered by it.
        if (!el || el === document.body || el.closest(".a11y-ui") || el.querySelector(".a11y-ui")) return null;
        const r = el.getBoundingClientRect();
        const overlaps =
          r.left < toggle.right && r.right > toggle.left && r.top < toggle.bottom && r.bottom > toggle.top;
        return overlaps ? (el.getAttribute("aria-label") ?? el.innerText ?? el.tagName).trim().slice(0, 60) : null;
      });
      if (hit) covered.push(`${width} px: ${hit}`);
    }
    expect(covered).toEqual([]);
  }
  // The button is in the page's flow (not floating over it): the first thing a keyboard reaches.
  await page.goto("/teachers");
  await page.keyboard.press("Tab");
  await expect(page.getByTestId("a11y-toggle")).toBeFocused();
});
