// How the puzzle page plays a run on a maze of several worlds (issue 38): world 1's steps, then world 2's …,
// stopping at the first world that fails, so its board is left where Sprout stopped. A run may also start at
// another world (Step on the world the child is looking at). Pure, for the page and the tests.
import type { Step } from "./interpreter";
import type { AttemptResult } from "./verify";

/** A world's mark on its tab: solved, not solved, or not played yet (undefined). */
export type WorldMark = boolean | undefined;

/**
 * A run being shown: the verdict, the worlds it plays (`from` … `last`, the first that fails after `from`,
 * else the last one), the world on screen and how many of its steps are shown. `done`: the verdict is in.
 */
export type WorldTrace = {
  result: AttemptResult;
  from: number;
  last: number;
  world: number;
  shown: number;
  done: boolean;
};

/** A run of `result` from world `from` (0-based), nothing shown yet. */
export function startTrace(result: AttemptResult, from = 0): WorldTrace {
  const worlds = result.worlds;
  const fails = (worlds ?? []).findIndex((w, i) => i >= from && !w.solved);
  const last = worlds ? (fails < 0 ? worlds.length - 1 : fails) : from;
  return { result, from, last, world: from, shown: 0, done: false };
}

/** World `w`'s steps in this run (a program refused before running has none). */
export const stepsIn = (t: WorldTrace, w: number): readonly Step[] =>
  t.result.worlds?.[w]?.steps ?? (w === 0 ? t.result.steps : []);

const solvedIn = (t: WorldTrace, w: number) => t.result.worlds?.[w]?.solved ?? t.result.solved;

/** Every frame of the run has been shown. */
export const atEnd = (t: WorldTrace) => t.world >= t.last && t.shown >= stepsIn(t, t.world).length;

/** The next frame: a step of this world, or the next world's start; null at the end. */
export function nextFrame(t: WorldTrace): { world: number; shown: number } | null {
  if (t.shown < stepsIn(t, t.world).length) return { world: t.world, shown: t.shown + 1 };
  if (t.world < t.last) return { world: t.world + 1, shown: 0 };
  return null;
}

/** How many steps of world `w` the run has shown: the worlds played before the current one, whole. */
export const shownIn = (t: WorldTrace, w: number) =>
  w === t.world ? t.shown : w >= t.from && w < t.world ? stepsIn(t, w).length : 0;

/** Each world's ✓ / ✗ once it has been played through, and up to the first failure once the verdict is in. */
export function marksOf(t: WorldTrace | null, count: number): WorldMark[] {
  if (!t) return [];
  const worlds = Array.from({ length: count }, (_, w) => w);
  const firstFail = worlds.find((w) => !solvedIn(t, w)) ?? count - 1;
  return worlds.map((w) => {
    const played = (w >= t.from && w < t.world) || (w === t.world && t.shown >= stepsIn(t, w).length);
    return played || (t.done && w <= firstFail) ? solvedIn(t, w) : undefined;
  });
}
