// The words and the one reduction every progress figure is made of (docs/decisions/160, 262): a child's puzzle
// facts from raw attempts (the same reduction as the SQL of ./facts.ts), a share "14 of 89 Green puzzles (16%)"
// and its rounding, the levels a share names, a group's average. Pure; ./figures.ts builds the figures from them.
import { LEVELS } from "@/lib/vocabulary";

export type Outcome = "perfect" | "passed" | "failed";

/**
 * What the server recorded about one puzzle for one child: the best verdict, when it was first solved, when it
 * was first solved with the puzzle's idea (`creditedAt`, null while no attempt is credited: only then does the
 * puzzle credit its skills and standards, issue 38) and when it was last tried (epoch milliseconds).
 * lib/progress/facts.ts reads them in SQL; factsFromAttempts below is the same reduction in JS.
 */
export type PuzzleFact = {
  puzzleId: string;
  best: Outcome;
  solvedAt: number | null;
  creditedAt: number | null;
  lastAt: number;
};

/** A share of puzzles solved, with the words every screen shows for it. */
export type Share = { solved: number; total: number; percent: number; text: string };

const RANK: Record<Outcome, number> = { failed: 0, passed: 1, perfect: 2 };

export function isSolved(o: Outcome | null | undefined): boolean {
  return o === "passed" || o === "perfect";
}

/** The one rounding of a share: whole percent, 0 of 0 is 0. */
export function percentOf(solved: number, total: number): number {
  return total > 0 ? Math.round((100 * solved) / total) : 0;
}

/** "4 of 6 Basics puzzles (67%)": what a percentage means, the same words on every screen. */
export function shareOf(solved: number, total: number, scope = ""): Share {
  const percent = percentOf(solved, total);
  const noun = total === 1 ? "puzzle" : "puzzles";
  return { solved, total, percent, text: `${solved} of ${total} ${scope ? `${scope} ` : ""}${noun} (${percent}%)` };
}

/**
 * The levels whose base packs a child's shares count: the levels open to that child (lib/progress/reach.ts, the
 * rule of lib/activity/rules.ts openLevels). Every level when not given.
 */
export type Scope = readonly string[];

/** How a share names its levels: "Green", "Green and Yellow"; "" when every level is open (just "puzzles"). */
export function scopeName(levels: Scope): string {
  const open = LEVELS.filter((l) => levels.includes(l));
  if (open.length === LEVELS.length) return "";
  return open.length > 1 ? `${open.slice(0, -1).join(", ")} and ${open.at(-1)}` : (open[0] ?? "");
}

/** A class's or organization's mean of shares: "average of 3 active students (42%)". */
export function averageOf(percents: number[], who: string): { percent: number; count: number; text: string } {
  const percent = percents.length ? Math.round(percents.reduce((n, p) => n + p, 0) / percents.length) : 0;
  const noun = percents.length === 1 ? who : `${who}s`;
  return { percent, count: percents.length, text: `average of ${percents.length} ${noun} (${percent}%)` };
}

/** 1 for Green, 2 for Yellow, 3 for Orange; 0 for a level the vocabulary does not know. */
export function levelNumber(level: string): number {
  return (LEVELS as string[]).indexOf(level) + 1;
}

/** Raw attempts (any order, repeats) → one fact per puzzle: the same reduction as the SQL of ./facts.ts. */
export function factsFromAttempts(
  attempts: readonly { puzzleId: string; outcome: string; credited: boolean; createdAt: Date }[],
): PuzzleFact[] {
  const by = new Map<string, PuzzleFact>();
  for (const a of attempts) {
    const o = (a.outcome in RANK ? a.outcome : "failed") as Outcome;
    const at = a.createdAt.getTime();
    const f = by.get(a.puzzleId) ?? { puzzleId: a.puzzleId, best: o, solvedAt: null, creditedAt: null, lastAt: at };
    if (RANK[o] > RANK[f.best]) f.best = o;
    if (isSolved(o) && (f.solvedAt === null || at < f.solvedAt)) f.solvedAt = at;
    if (a.credited && (f.creditedAt === null || at < f.creditedAt)) f.creditedAt = at;
    if (at > f.lastAt) f.lastAt = at;
    by.set(a.puzzleId, f);
  }
  return [...by.values()].sort((a, b) => (a.puzzleId < b.puzzleId ? -1 : a.puzzleId > b.puzzleId ? 1 : 0));
}
