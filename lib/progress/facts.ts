// A child's puzzle facts read from puzzle_attempt (docs/decisions/160): one json array per student, built by
// PostgreSQL with the same reduction as factsFromAttempts (./figures.ts), so a hot read (the roster, the
// parent's children) carries the facts, and the inputs of the child's open levels (./reach.ts), in its one
// statement and the figures are computed in JS.
import { sql } from "@/lib/db/client";
import type { PuzzleFact } from "./figures";
import { levelsOfReach, reachSql, schoolToday, type Reach } from "./reach";

/**
 * The facts of the student row aliased `s` as a json array of PuzzleFact (best verdict, first solved, first
 * credited and last tried in epoch milliseconds, floored as Prisma's DateTime(3) reads them).
 */
export function puzzleFactsSql(s: string): string {
  return `(SELECT coalesce(json_agg(json_build_object('puzzleId', f.puzzle_id, 'best', f.best,
      'solvedAt', f.solved_at, 'creditedAt', f.credited_at, 'lastAt', f.last_at)), '[]'::json)
    FROM (SELECT a.puzzle_id,
            CASE max(CASE a.outcome WHEN 'perfect' THEN 2 WHEN 'passed' THEN 1 ELSE 0 END)
              WHEN 2 THEN 'perfect' WHEN 1 THEN 'passed' ELSE 'failed' END AS best,
            floor(extract(epoch FROM min(a.created_at) FILTER (WHERE a.outcome IN ('perfect', 'passed'))) * 1000)::bigint AS solved_at,
            floor(extract(epoch FROM min(a.created_at) FILTER (WHERE a.credited)) * 1000)::bigint AS credited_at,
            floor(extract(epoch FROM max(a.created_at)) * 1000)::bigint AS last_at
          FROM puzzle_attempt a WHERE a.student_id = ${s}.id GROUP BY a.puzzle_id) f)`;
}

/** bigint columns arrive as numbers inside json; a fact's times as numbers either way. */
export function reviveFacts(raw: unknown): PuzzleFact[] {
  return ((raw ?? []) as PuzzleFact[]).map((f) => ({
    puzzleId: f.puzzleId,
    best: f.best,
    solvedAt: f.solvedAt === null ? null : Number(f.solvedAt),
    creditedAt: f.creditedAt == null ? null : Number(f.creditedAt),
    lastAt: Number(f.lastAt),
  }));
}

/** What a child's figures are computed from: their puzzle facts and the levels open to them (./reach.ts). */
export type ProgressInput = { facts: PuzzleFact[]; levels: string[] };

function inputOf(row: { facts: unknown; reach: unknown }, today: string): ProgressInput {
  return { facts: reviveFacts(row.facts), levels: levelsOfReach(row.reach as Reach | null, today) };
}

/** The facts and open levels of several students in one statement (a class's summary, a pane, an export). */
export async function progressInputsOf(studentIds: readonly string[]): Promise<Map<string, ProgressInput>> {
  const out = new Map<string, ProgressInput>();
  if (!studentIds.length) return out;
  const rows = await sql.query<{ id: string; facts: unknown; reach: unknown }>(
    `SELECT s.id, ${puzzleFactsSql("s")} AS facts, ${reachSql("s.user_id")} AS reach
       FROM student s WHERE s.id = ANY($1::uuid[])`,
    [studentIds],
    { prepare: true },
  );
  const today = schoolToday();
  for (const r of rows) out.set(r.id, inputOf(r, today));
  for (const id of studentIds) if (!out.has(id)) out.set(id, { facts: [], levels: levelsOfReach(null) });
  return out;
}

/** The facts and open levels of the child account `userId` (the parent's views), in one statement. */
export async function progressInputOfUser(userId: string): Promise<ProgressInput> {
  const rows = await sql.query<{ facts: unknown; reach: unknown }>(
    `SELECT ${puzzleFactsSql("s")} AS facts, ${reachSql("u.id")} AS reach
       FROM "user" u LEFT JOIN student s ON s.user_id = u.id WHERE u.id = $1::uuid`,
    [userId],
    { prepare: true },
  );
  return rows.length ? inputOf(rows[0]!, schoolToday()) : { facts: [], levels: levelsOfReach(null) };
}
