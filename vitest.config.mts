import path from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  // "server-only" throws outside React's server condition; tests are server code, so it resolves to its empty module.
  resolve: {
    alias: {
      "@": path.resolve(__dirname),
      "server-only": path.resolve(__dirname, "node_modules/server-only/empty.js"),
    },
  },
  test: {
    include: ["lib/**/*.test.ts", "tests/**/*.test.ts"],
    globalSetup: ["tests/support/global-setup.ts"],
    setupFiles: ["tests/support/setup.ts"],
    pool: "forks",
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "error" },
  },
});
