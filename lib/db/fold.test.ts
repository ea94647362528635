// A check folded into a request's first SELECT (docs/decisions/254), on the real PostgreSQL server: the rows
// come back as the plain statement returns them, the check settles from the same round trip, and a check that
// does not hold cannot be lost by a handler that swallows errors.
import { describe, expect, it } from "vitest";
import { CheckFailed, foldedCheck, runFolded, settleAlone, withFoldedCheck } from "./fold";
import { withSql } from "./client";
import type { Sql } from "./sql";

const runner = (db: Sql, texts: string[]) => (text: string, params: unknown[]) => {
  texts.push(text);
  return db.query<Record<string, unknown>>(text, params);
};

/** A check over its own parameter $1 and $2 that holds when it finds the sum it expects. */
const sumIs = (a: number, b: number, expected: number | null, seen: unknown[] = []) =>
  foldedCheck("SELECT $1::int + $2::int WHERE $1::int >= 0", [a, b], (value) => {
    seen.push(value);
    return value === expected;
  });

describe("runFolded", () => {
  it("returns the statement's rows in their order, with the check settled from the same statement", async () => {
    await withSql(async (db) => {
      const texts: string[] = [];
      const run = runner(db, texts);
      // 500 rows in an order no index gives: the outer projection must keep the subquery's ORDER BY.
      const text =
        "SELECT n, md5(n::text) AS h FROM generate_series(1, $1::int) n WHERE n % $2::int <> 0 ORDER BY md5(n::text) DESC";
      const plain = await run(text, [500, 7]);
      const seen: unknown[] = [];
      const check = sumIs(40, 2, 42, seen);
      const folded = await withFoldedCheck(check, () => runFolded(run, text, [500, 7]));
      expect(folded).toEqual(plain);
      expect(folded.length).toBeGreaterThan(400);
      expect(seen).toEqual([42]);
      expect(check.holds).toBe(true);
      expect(texts).toHaveLength(2); // the plain statement and the folded one: no third for the check
      // Settled: the next statement runs plain, and settling again issues nothing.
      await withFoldedCheck(check, () => runFolded(run, "SELECT 1 AS one", []));
      await settleAlone(check, run);
      expect(texts.slice(2)).toEqual(["SELECT 1 AS one"]);
    });
  });

  it("keeps working when the statement or the check ends in a `--` comment", async () => {
    await withSql(async (db) => {
      const run = runner(db, []);
      const check = foldedCheck("SELECT $1::int + 1 -- the check's own note", [41], (value) => value === 42);
      const rows = await withFoldedCheck(check, () => runFolded(run, "SELECT 7 AS n -- a note at the end", []));
      expect(rows).toEqual([{ n: 7 }]);
      expect(check.holds).toBe(true);
      const alone = foldedCheck("SELECT $1::int -- alone", [5], (value) => value === 5);
      await settleAlone(alone, run);
      expect(alone.holds).toBe(true);
    });
  });

  it("leaves the check to run alone when the statement returns no row", async () => {
    await withSql(async (db) => {
      const texts: string[] = [];
      const run = runner(db, texts);
      const check = sumIs(1, 1, 2);
      const rows = await withFoldedCheck(check, () => runFolded(run, "SELECT 1 AS one WHERE false", []));
      expect(rows).toEqual([]);
      expect(check.holds).toBeUndefined();
      await settleAlone(check, run);
      expect(check.holds).toBe(true);
      expect(texts).toHaveLength(2);
    });
  });

  it("stops the handler when the check does not hold, and settleAlone still refuses if the handler swallowed it", async () => {
    await withSql(async (db) => {
      const run = runner(db, []);
      // The check's row is missing ($1 < 0): the value is null, which is not what it expects.
      const check = sumIs(-1, 5, 4);
      const swallowed = await withFoldedCheck(check, () =>
        runFolded(run, "SELECT 1 AS one", []).catch((e: unknown) => e),
      );
      expect(swallowed).toBeInstanceOf(CheckFailed);
      expect(check.holds).toBe(false);
      await expect(settleAlone(check, run)).rejects.toBeInstanceOf(CheckFailed);
      // A check that runs alone and finds no row does not hold either.
      await expect(settleAlone(sumIs(-1, 5, 4), run)).rejects.toBeInstanceOf(CheckFailed);
    });
  });

  it("carries the check in one statement only: a statement sent beside it runs plain, writes are never wrapped", async () => {
    await withSql(async (db) => {
      const texts: string[] = [];
      const run = runner(db, texts);
      const check = sumIs(2, 3, 5);
      await withFoldedCheck(check, () =>
        Promise.all([runFolded(run, "SELECT 1 AS one", []), runFolded(run, "SELECT 2 AS two", [])]),
      );
      expect(texts.filter((t) => t.includes("$1::int + $2::int"))).toHaveLength(1);
      const other = sumIs(2, 3, 5);
      await withFoldedCheck(other, () => runFolded(run, "CREATE TEMP TABLE folded_t (n int)", []));
      expect(texts.at(-1)).toBe("CREATE TEMP TABLE folded_t (n int)");
      expect(other.holds).toBeUndefined();
    });
  });
});
