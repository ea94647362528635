// Runs the Prisma CLI without its native-engine download (see docs/decisions/001-prisma-6-and-own-migration-runner.md).
// The CLI refuses to start unless these paths point at existing files; generate and migrate diff never execute
// them, so this script's own path stands in.
import { spawnSync } from "node:child_process";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const cli = require.resolve("prisma/build/index.js");
const placeholder = fileURLToPath(import.meta.url);
const env = {
  ...process.env,
  PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? placeholder,
  PRISMA_QUERY_ENGINE_LIBRARY: process.env.PRISMA_QUERY_ENGINE_LIBRARY ?? placeholder,
  PRISMA_HIDE_UPDATE_MESSAGE: "1",
  CHECKPOINT_DISABLE: "1",
  DATABASE_URL: process.env.DATABASE_URL ?? "postgresql://sprout@localhost:5432/sprout",
};
const result = spawnSync(process.execPath, [cli, ...process.argv.slice(2)], { stdio: "inherit", env });
process.exit(result.status ?? 1);
