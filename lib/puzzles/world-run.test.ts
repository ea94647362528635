// The puzzle page's run over several worlds (issue 38), on the three-world "Gem or No Gem?": a plain program
// plays world 1 through and stops in world 2 at the pick-up that finds no gem, world 3 never played; the loop
// with an "if" plays all three; Step from world 2 starts there. And the goal words of the page.
import { describe, expect, it } from "vitest";
import { findPuzzle } from "./content";
import { blockGoal, ideaLine } from "./goal-words";
import { collect, workspace } from "./testing";
import { verifyAttempt } from "./verify";
import { atEnd, marksOf, nextFrame, shownIn, startTrace, stepsIn, type WorldTrace } from "./world-run";

const puzzle = findPuzzle("gem-maybe")!;
const move = { type: "sprout_move" };
const plain = workspace([move, move, collect, move, collect, move, move, collect, move, move, move, collect, move]);
const ifGem = (body: Record<string, unknown>) => ({
  type: "sprout_if",
  inputs: { COND: { block: { type: "sprout_on_gem" } }, DO: { block: body } },
});
const fixed = workspace([
  {
    type: "sprout_repeat_until",
    inputs: {
      COND: { block: { type: "sprout_at_goal" } },
      DO: { block: { ...move, next: { block: ifGem(collect) } } },
    },
  },
]);

/** Plays the trace to its end as Run does, returning each frame's world. */
function playAll(t: WorldTrace): number[] {
  const seen: number[] = [];
  for (let next = nextFrame(t); next; next = nextFrame(t)) {
    t.world = next.world;
    t.shown = next.shown;
    seen.push(next.world);
  }
  return seen;
}

describe("a run over the worlds", () => {
  it("holds three worlds", () => expect(puzzle.game !== "draw" && puzzle.grids.length).toBe(3));

  it("plays world 1 through, stops where world 2 fails and never plays world 3", () => {
    const t = startTrace(verifyAttempt(puzzle, plain));
    expect(t.result.failedWorld).toBe(2);
    expect(marksOf(t, 3)).toEqual([undefined, undefined, undefined]);
    const worlds = playAll(t);
    expect(worlds.filter((w) => w === 0)).toHaveLength(13);
    expect(worlds.filter((w) => w === 1)).toHaveLength(stepsIn(t, 1).length + 1); // its start, then each step
    expect(worlds).not.toContain(2);
    expect(atEnd(t)).toBe(true);
    expect(t.world).toBe(1);
    expect(stepsIn(t, 1).at(-1)).toMatchObject({ x: 2 });
    expect(marksOf(t, 3)).toEqual([true, false, undefined]);
    // Looking back at world 1 shows its whole run; world 3 its start.
    expect(shownIn(t, 0)).toBe(13);
    expect(shownIn(t, 2)).toBe(0);
  });

  it("marks every world up to the first failure once the verdict is in, even from a later start", () => {
    const t = startTrace(verifyAttempt(puzzle, plain), 1);
    expect(t.last).toBe(1);
    playAll(t);
    expect(marksOf(t, 3)).toEqual([undefined, false, undefined]);
    t.done = true;
    expect(marksOf(t, 3)).toEqual([true, false, undefined]);
  });

  it("plays all three worlds when the program uses the if", () => {
    const t = startTrace(verifyAttempt(puzzle, fixed));
    expect(t.result.outcome).toBe("perfect");
    expect(new Set(playAll(t))).toEqual(new Set([0, 1, 2]));
    expect(marksOf(t, 3)).toEqual([true, true, true]);
  });

  it("a program refused before running has nothing to play", () => {
    const refused = startTrace(verifyAttempt(puzzle, workspace([{ type: "sprout_list_add" }])));
    expect(refused.result.worlds).toBeUndefined();
    expect(nextFrame(refused)).toBeNull();
    expect(atEnd(refused)).toBe(true);
  });
});

describe("the goal words", () => {
  it("a Loops or Functions puzzle's target is a limit; others a goal", () => {
    expect(blockGoal(6, ["loop"])).toBe("Use at most 6 blocks.");
    expect(blockGoal(1, ["function"])).toBe("Use at most 1 block.");
    expect(blockGoal(6, ["if"])).toBe("Try to use 6 blocks or fewer.");
    expect(blockGoal(4)).toBe("Try to use 4 blocks or fewer.");
  });
  it("names the idea", () => {
    expect(ideaLine(["loop"])).toBe("This puzzle is about: a loop.");
    expect(ideaLine(["variable", "read"])).toBe("This puzzle is about: a variable and a tile, sign or bag reading.");
    expect(ideaLine([])).toBe("");
  });
});
