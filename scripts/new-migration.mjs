// Authors a migration: diff from the schema as last migrated (prisma/migrated-schema.prisma) to
// prisma/schema.prisma, written as prisma/migrations/<timestamp>_<name>/migration.sql, the layout
// `prisma migrate deploy` reads. Usage: npm run db:migration <name>
import { spawnSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, writeFileSync } from "node:fs";

const name = (process.argv[2] ?? "").replace(/[^a-z0-9_]+/gi, "_").toLowerCase();
if (!name) {
  console.error("usage: npm run db:migration <name>");
  process.exit(2);
}
const snapshot = "prisma/migrated-schema.prisma";
const from = existsSync(snapshot) ? ["--from-schema-datamodel", snapshot] : ["--from-empty"];
const diff = spawnSync(
  process.execPath,
  ["scripts/prisma.mjs", "migrate", "diff", ...from, "--to-schema-datamodel", "prisma/schema.prisma", "--script"],
  { encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
);
if (diff.status !== 0) process.exit(diff.status ?? 1);
const sql = diff.stdout.replace(/^-- CreateSchema\nCREATE SCHEMA IF NOT EXISTS "public";\n\n/m, "");
if (!sql.trim() || /^-- This is an empty migration/.test(sql.trim())) {
  console.log("schema unchanged: no migration written");
  process.exit(0);
}
const stamp = new Date().toISOString().replace(/[-:T]/g, "").slice(0, 14);
const dir = `prisma/migrations/${stamp}_${name}`;
mkdirSync(dir, { recursive: true });
writeFileSync(`${dir}/migration.sql`, sql);
copyFileSync("prisma/schema.prisma", snapshot);
console.log(`wrote ${dir}/migration.sql`);
