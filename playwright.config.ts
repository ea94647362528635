import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3217);

// The specs that sign in as the demo accounts read and change the one demo school (its classes, people, licenses,
// audit log): they run one at a time, in a project of their own. Every other spec makes its own accounts and runs
// beside them, so the suite keeps two browsers busy (E2E_WORKERS overrides the count).
const DEMO_SPECS = [
  "auth",
  "first-paint",
  "kit-dialogs",
  "oneroster",
  "organizers-audit",
  "organizers-licenses",
  "organizers-people",
  "organizers",
  "page-fit",
  "parents",
].map((name) => `**/${name}.spec.ts`);

export default defineConfig({
  testDir: "e2e",
  timeout: 150_000, // generous: axe on a long page under a loaded 2-core CI machine took over 60 s
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [
    { name: "demo", testMatch: DEMO_SPECS, workers: 1, use: { browserName: "chromium" } },
    { name: "chromium", testIgnore: DEMO_SPECS, use: { browserName: "chromium" } },
  ],
  webServer: {
    command: "node e2e/support/serve.mjs",
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
  },
});
