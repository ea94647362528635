// The hostile corpus's world copy (tests/api/hostile/world-copy.ts): a test after the first gets the very rows,
// ids and sequence positions a new build gave the first, on the database the harness emptied in between.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import type { World } from "./hostile/world";
import { useWorldCopy } from "./hostile/world-copy";

/** Every public table's rows (as JSON, in a stable order) and every sequence's position. */
async function contents(): Promise<Record<string, unknown>> {
  const tables = await prisma.$queryRaw<{ t: string }[]>`
    SELECT tablename::text AS t FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`;
  const out: Record<string, unknown> = {};
  for (const { t } of tables) {
    const rows = await prisma.$queryRawUnsafe<{ r: string }[]>(`SELECT to_jsonb(x)::text AS r FROM "${t}" x`);
    if (rows.length) out[t] = rows.map((r) => r.r).sort();
  }
  const sequences = await prisma.$queryRaw<{ seq: string; value: string | null }[]>`
    SELECT sequencename::text AS seq, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public'`;
  for (const s of sequences) out[`sequence ${s.seq}`] = s.value;
  return out;
}

describe("the hostile corpus's world, built once and copied back", () => {
  const world = useWorldCopy();
  let first: { world: World; contents: Record<string, unknown> } | undefined;

  it("is built through the routes in the first test", async () => {
    const w = await world();
    first = { world: w, contents: await contents() };
    expect(Object.keys(first.contents)).toEqual(
      expect.arrayContaining(["class", "student", "lesson", "conversation", "organization", "license_request"]),
    );
  });

  it("is the same rows, ids and sequence positions in a later test, on the emptied database", async () => {
    expect(first).toBeDefined();
    const w = await world();
    expect(w).toEqual(first!.world);
    expect(await contents()).toEqual(first!.contents);
  });

  it("is copied back again after a test changed it", async () => {
    const w = await world();
    await prisma.class.update({ where: { id: w.classId }, data: { className: "Changed" } });
    await prisma.chatMessage.create({ data: { conversationId: w.conversationId, senderId: w.adultId, body: "More" } });
  });

  it("is unchanged in the test after that", async () => {
    await world();
    expect(await contents()).toEqual(first!.contents);
  });
});
