import path from "node:path";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The files that take minutes, longest first (the hostile corpora, the operations tests that start whole servers).
 * Without a record of earlier runs (a clean clone, as in CI) vitest starts the largest files first, and these are
 * small files: they started last and left one worker running a corpus alone at the end.
 */
const LONG_FILES = [
  /tests\/api\/hostile-input-classroom\.test\.ts$/,
  /tests\/api\/hostile-input-accounts\.test\.ts$/,
  /tests\/api\/hostile-input-organizations\.test\.ts$/,
  /tests\/ops\/hold\.test\.ts$/,
  /tests\/ops\/job-restart\.test\.ts$/,
  /tests\/ops\/crash-restart\.test\.ts$/,
];

class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (f: TestSpecification) => {
      const i = LONG_FILES.findIndex((re) => re.test(f.moduleId));
      return i < 0 ? LONG_FILES.length : i;
    };
    // Array.prototype.sort is stable: the other files keep vitest's order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

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
    sequence: { sequencer: LongFilesFirst },
    testTimeout: 20_000,
    hookTimeout: 60_000,
    env: { NODE_ENV: "test", LOG_LEVEL: "error" },
  },
});
