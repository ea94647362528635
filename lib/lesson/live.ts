// The teacher's live lesson view (issue 39, docs/decisions/263): one tile per child of the class, read in one
// statement whatever the class's size (docs/decisions/150): the children, their presence, and per child the runs
// on the puzzle they are on, reduced by PostgreSQL; titles from the catalog and the stuck rule in JS.
import "server-only";
import type { Actor } from "@/lib/auth/authenticate";
import { findTaughtClassOrThrow } from "@/lib/access/classes";
import { sql } from "@/lib/db/client";
import { findPuzzle } from "@/lib/puzzles/content";
import { displayName } from "@/lib/vocabulary";
import { isStuck } from "./rules";
import type { LessonTile } from "./wire";

type Row = {
  student_id: string;
  firstname: string | null;
  lastname: string | null;
  username: string | null;
  puzzle_id: string | null;
  since_ms: number | string | null;
  seen_ms: number | string | null;
  hand_ms: number | string | null;
  attempts: number | null;
  failed_in_a_row: number | null;
  last_outcome: LessonTile["lastOutcome"];
  last_ms: number | string | null;
  solved_since_opened: boolean | null;
};

const ms = (col: string) => `floor(extract(epoch FROM ${col}) * 1000)::bigint`;

/**
 * The puzzle a child is on is the one their page has open (lesson_presence), else their last attempt's. On it:
 * runs, failed runs since its last solve (a window over its runs), the last outcome, and whether they solved it
 * since opening it.
 */
const TILES_SQL = `
SELECT s.id AS student_id, u.firstname, u.lastname, u.username, cur.puzzle_id,
       ${ms("p.since")} AS since_ms, ${ms("p.seen_at")} AS seen_ms, ${ms("p.hand_raised_at")} AS hand_ms,
       st.attempts, st.failed_in_a_row, st.last_outcome, ${ms("st.last_at")} AS last_ms, st.solved_since_opened
  FROM student s
  JOIN "user" u ON u.id = s.user_id
  LEFT JOIN lesson_presence p ON p.student_id = s.id
  LEFT JOIN LATERAL (
    SELECT a.puzzle_id FROM puzzle_attempt a
     WHERE a.student_id = s.id AND p.student_id IS NULL
     ORDER BY a.created_at DESC LIMIT 1) la ON true
  CROSS JOIN LATERAL (SELECT coalesce(p.puzzle_id, la.puzzle_id) AS puzzle_id) cur
  LEFT JOIN LATERAL (
    SELECT count(*)::int AS attempts,
           count(*) FILTER (WHERE w.outcome = 'failed' AND (w.solved_at IS NULL OR w.created_at > w.solved_at))::int
             AS failed_in_a_row,
           (array_agg(w.outcome ORDER BY w.created_at DESC, w.id DESC))[1] AS last_outcome,
           max(w.created_at) AS last_at,
           coalesce(bool_or(w.solved AND w.created_at >= p.since), false) AS solved_since_opened
      FROM (SELECT a.id, a.outcome, a.solved, a.created_at,
                   max(a.created_at) FILTER (WHERE a.solved) OVER () AS solved_at
              FROM puzzle_attempt a
             WHERE a.student_id = s.id AND a.puzzle_id = cur.puzzle_id) w) st ON true
 WHERE s.class_id = $1::uuid`;

const num = (v: number | string | null) => (v === null ? null : Number(v));

/** One row to its tile. Minutes count from opening the puzzle to the child's last beat or run on it. */
function tileOf(r: Row): LessonTile {
  const since = num(r.since_ms);
  const seen = num(r.seen_ms);
  const last = num(r.last_ms);
  const hand = num(r.hand_ms);
  const minutesOnPuzzle =
    since !== null && seen !== null ? Math.max(0, Math.floor((Math.max(seen, last ?? 0) - since) / 60_000)) : 0;
  const failedInARow = r.failed_in_a_row ?? 0;
  const times = [since, last, hand].filter((t): t is number => t !== null);
  return {
    studentId: r.student_id,
    fullName: displayName(r),
    puzzleId: r.puzzle_id,
    puzzleTitle: r.puzzle_id ? (findPuzzle(r.puzzle_id)?.title ?? r.puzzle_id) : null,
    attempts: r.attempts ?? 0,
    failedInARow,
    minutesOnPuzzle,
    lastOutcome: r.last_outcome ?? null,
    stuck:
      r.puzzle_id !== null &&
      isStuck({ failedInARow, minutesOnPuzzle, solvedSinceOpened: Boolean(r.solved_since_opened) }),
    handRaised: hand !== null,
    updatedAt: times.length ? new Date(Math.max(...times)).toISOString() : null,
  };
}

/** How the class list orders children: last name, then first name, then username. */
const byName = (r: Row) => [r.lastname ?? "", r.firstname ?? "", r.username ?? ""].join("\u0000").toLocaleLowerCase();

/** Raised hands first (the earliest first), then stuck children, then the rest, each by name as the class list. */
export function sortedTiles(rows: Row[]): LessonTile[] {
  const keyed = rows.map((r) => ({ tile: tileOf(r), hand: num(r.hand_ms) ?? 0, name: byName(r) }));
  const rank = (t: LessonTile) => (t.handRaised ? 0 : t.stuck ? 1 : 2);
  keyed.sort(
    (a, b) =>
      rank(a.tile) - rank(b.tile) ||
      a.hand - b.hand ||
      a.name.localeCompare(b.name) ||
      a.tile.studentId.localeCompare(b.tile.studentId),
  );
  return keyed.map((k) => k.tile);
}

/** The tiles of a class's children, read in one statement (after the class's own check). */
export async function tilesOfClass(classId: string): Promise<LessonTile[]> {
  return sortedTiles(await sql.query<Row>(TILES_SQL, [classId], { prepare: true }));
}

/** GET /academics/class/{classId}/live: the class's tiles, for its owner and co-teachers only (others 404). */
export async function lessonTiles(actor: Actor, classId: string): Promise<LessonTile[]> {
  const klass = await findTaughtClassOrThrow(actor, classId);
  return tilesOfClass(klass.id);
}
