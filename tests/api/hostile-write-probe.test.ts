// The hostile corpus's write detector (tests/api/hostile/write-probe.ts) catches what it must: a refused request
// that inserts, updates (even to the same values) or deletes a row in any table but the bookkeeping ones fails the
// corpus, naming the table; a refusal that writes only bookkeeping, changes no row or rolls back passes, as does an
// accepted write.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db/client";
import { createUser } from "../support/factories";
import { attemptFailures } from "./hostile/drive";
import type { Handler } from "./hostile/world";
import { BOOKKEEPING, useWriteProbe, watchedTables } from "./hostile/write-probe";

useWriteProbe();

/** A route-like handler: does its work, then answers with the status. */
function handler(status: number, work: () => Promise<unknown>): Handler {
  return async () => {
    await work();
    return Response.json({ detail: "no" }, { status });
  };
}

async function failuresOf(h: Handler): Promise<string[]> {
  const user = await createUser();
  return attemptFailures(h, "POST", "/api/probe", user.id, [{ label: "bad", params: {}, body: "{}" }]);
}

describe("the hostile corpus's write detector", () => {
  it("watches every table but the bookkeeping ones, for inserts, updates, deletes and truncation", async () => {
    const tables = await watchedTables();
    expect(tables.length).toBeGreaterThan(50);
    expect(tables).toContain("user");
    for (const t of BOOKKEEPING) expect(tables).not.toContain(t);
    const triggers = await prisma.$queryRaw<{ t: string; n: number }[]>`
      SELECT c.relname::text AS t, count(*)::int AS n FROM pg_trigger g JOIN pg_class c ON c.oid = g.tgrelid
      WHERE g.tgname LIKE 'hostile_probe_%' GROUP BY c.relname`;
    expect(Object.fromEntries(triggers.map((r) => [r.t, r.n]))).toEqual(Object.fromEntries(tables.map((t) => [t, 4])));
  });

  it("fails a refusal that inserted a row, naming the table", async () => {
    const failures = await failuresOf(handler(400, () => createUser()));
    expect(failures).toEqual(["POST /api/probe — bad: refused with 400 but wrote user"]);
  });

  it("fails a refusal that updated a row, even to the values it had", async () => {
    const other = await createUser();
    const failures = await failuresOf(
      handler(403, () => prisma.user.update({ where: { id: other.id }, data: { firstname: other.firstname } })),
    );
    expect(failures).toEqual(["POST /api/probe — bad: refused with 403 but wrote user"]);
  });

  it("fails a refusal that deleted a row", async () => {
    const other = await createUser();
    const failures = await failuresOf(handler(404, () => prisma.user.delete({ where: { id: other.id } })));
    expect(failures).toEqual(["POST /api/probe — bad: refused with 404 but wrote user"]);
  });

  it("passes a refusal that wrote only bookkeeping, changed no row, or rolled back", async () => {
    const bookkeeping = handler(429, () =>
      prisma.rateLimit.create({ data: { key: "probe", windowStart: new Date(), count: 1 } }),
    );
    expect(await failuresOf(bookkeeping)).toEqual([]);
    const nothing = handler(400, () =>
      prisma.user.updateMany({ where: { id: crypto.randomUUID() }, data: { firstname: "X" } }),
    );
    expect(await failuresOf(nothing)).toEqual([]);
    const rolledBack = handler(400, () =>
      prisma
        .$transaction(async (tx) => {
          await tx.user.updateMany({ data: { firstname: "Rolled" } });
          throw new Error("refused");
        })
        .catch(() => null),
    );
    expect(await failuresOf(rolledBack)).toEqual([]);
    expect(await prisma.user.count({ where: { firstname: "Rolled" } })).toBe(0);
  });

  it("passes an accepted write", async () => {
    expect(await failuresOf(handler(201, () => createUser()))).toEqual([]);
  });
});
