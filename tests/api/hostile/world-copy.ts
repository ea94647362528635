// The hostile corpus builds its world (tests/api/hostile/world.ts: a class, a student, a unit, lessons, a
// conversation, an organization, licenses...) through the routes themselves, about a second under load, and every
// route method of a file needs the same world on an otherwise empty database. So a file builds it once, in its first
// test, keeps a copy of every table that then has rows (and every sequence's position) beside the harness's
// tables, and each later test copies those rows back into the tables the harness has just emptied
// (tests/support/setup.ts): the same rows, ids and sequence positions as a new build, in one statement.
// Replica mode inserts the rows as they were, without the tables' triggers (the audit log's, the write probe's) or
// the foreign keys' checks, as the harness empties them.
import { afterAll, beforeAll } from "vitest";
import { prisma } from "@/lib/db/client";
import { buildWorld, type World } from "./world";

const COPY_SCHEMA = "hostile_world";

let saved: { world: World; restore: string } | undefined;

/**
 * Builds the world in the first test and copies it back in the later ones (call once, in the describe block). The
 * copy is dropped after the block, leaving the worker's database as the harness made it.
 */
export function useWorldCopy(): () => Promise<World> {
  beforeAll(dropCopy);
  afterAll(dropCopy);
  return async () => {
    if (saved) {
      await prisma.$executeRawUnsafe(saved.restore);
      return saved.world;
    }
    const world = await buildWorld();
    saved = { world, restore: await copyTables() };
    return world;
  };
}

async function dropCopy(): Promise<void> {
  saved = undefined;
  await prisma.$executeRawUnsafe(`DROP SCHEMA IF EXISTS ${COPY_SCHEMA} CASCADE`);
}

const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
const literal = (s: string) => `'${s.replace(/'/g, "''")}'`;

/** Copies every public table that has rows; returns the statement that puts them back into emptied tables. */
async function copyTables(): Promise<string> {
  const tables = await prisma.$queryRaw<{ tablename: string }[]>`
    SELECT tablename::text AS tablename FROM pg_tables
    WHERE schemaname = 'public' AND tablename <> '_prisma_migrations' ORDER BY tablename`;
  const filled = await prisma.$queryRawUnsafe<{ t: string }[]>(
    tables
      .map(({ tablename: t }) => `SELECT ${literal(t)} AS t WHERE EXISTS (SELECT 1 FROM public.${ident(t)})`)
      .join(" UNION ALL "),
  );
  const sequences = await prisma.$queryRaw<{ seq: string; value: string }[]>`
    SELECT format('%I.%I', schemaname, sequencename) AS seq, last_value::text AS value
    FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL`;
  const copies = filled.map(({ t }) => `CREATE TABLE ${COPY_SCHEMA}.${ident(t)} AS TABLE public.${ident(t)}`);
  await prisma.$executeRawUnsafe(
    `DO $copy$ BEGIN EXECUTE 'CREATE SCHEMA ${COPY_SCHEMA}'; ${copies.map((c) => `EXECUTE ${literal(c)};`).join(" ")} END $copy$`,
  );
  return [
    "DO $restore$ BEGIN",
    "PERFORM set_config('session_replication_role', 'replica', true);",
    ...filled.map(({ t }) => `INSERT INTO public.${ident(t)} SELECT * FROM ${COPY_SCHEMA}.${ident(t)};`),
    ...sequences.map(({ seq, value }) => `PERFORM setval(${literal(seq)}, ${BigInt(value)}, true);`),
    "END $restore$",
  ].join(" ");
}
