import { describe, expect, it } from "vitest";
import { type MazeCatalogPuzzle, puzzleCatalog } from "./content";
import { runProgram } from "./interpreter";
import { parseProgram } from "./parse-program";
import { atGoal, call, collect, define, move, repeat, turnLeft, until, workspace } from "./testing";
import { rulesOf, scoreOutcome, verifyAttempt } from "./verify";

const catalog = puzzleCatalog();
const puzzle = (id: string) => catalog.puzzles.get(id)! as MazeCatalogPuzzle;

describe.each(catalog.packs.map((p) => [p.id, p] as const))("pack %s", (_id, pack) => {
  it("each reference solution solves its puzzle within the ideal block count, and the wrong program does not", () => {
    for (const p of pack.puzzles) {
      const rules = puzzle(p.id);
      const good = verifyAttempt(rules, p.solution);
      expect({ id: p.id, outcome: good.outcome, error: good.error }).toEqual({
        id: p.id,
        outcome: "perfect",
        error: undefined,
      });
      expect(good.blockCount, p.id).toBeLessThanOrEqual(p.idealBlocks);
      if (p.game === "maze") expect(good.steps.at(-1)?.event, p.id).toBe("goal");
      const bad = verifyAttempt(rules, p.wrong);
      expect({ id: p.id, solved: bad.solved, outcome: bad.outcome }).toEqual({
        id: p.id,
        solved: false,
        outcome: "failed",
      });
      expect(bad.hint, p.id).toContain(p.hint);
    }
  });
});

describe("interpreter", () => {
  it("records a frame per action for the animation, with the block that did it", () => {
    const program = workspace([
      { ...move, id: "m1" },
      { ...move, id: "m2" },
      { ...move, id: "m3" },
    ]);
    const result = verifyAttempt(puzzle("first-steps"), program);
    expect(result.steps).toEqual([
      { action: "move", x: 1, y: 0, dir: "E", gemsLeft: 0, blockId: "m1" },
      { action: "move", x: 2, y: 0, dir: "E", gemsLeft: 0, blockId: "m2" },
      { action: "move", x: 3, y: 0, dir: "E", gemsLeft: 0, blockId: "m3", event: "goal" },
    ]);
    expect(result).toMatchObject({ solved: true, outcome: "perfect", blockCount: 3, idealBlocks: 3 });
  });

  it("scores a solution over the ideal block count as passed, with a nudge", () => {
    const result = verifyAttempt(puzzle("repeat-walk"), workspace([move, move, move, move, move, move, move, move]));
    expect(result).toMatchObject({ solved: true, outcome: "passed", blockCount: 8, idealBlocks: 2 });
    // Eight moves solve it, but without the loop this Loops puzzle teaches: passed, and the hint names the loop.
    expect(result).toMatchObject({ ideaUsed: false, credited: false });
    expect(result.hint).toBe("You solved it! Can you do it with a loop?");
    const loop = verifyAttempt(puzzle("repeat-walk"), workspace([repeat(4, move, move)]));
    expect(loop).toMatchObject({ solved: true, outcome: "passed", ideaUsed: true, credited: true, blockCount: 3 });
    expect(loop.hint).toBe("You solved it! Can you solve it with 2 blocks or fewer?");
    expect(scoreOutcome(true, 2, 2)).toBe("perfect");
    expect(scoreOutcome(false, 1, 2)).toBe("failed");
  });

  it("stops a loop that never ends at the step limit, quickly, with a clear message", () => {
    const started = performance.now();
    const result = verifyAttempt(puzzle("until-the-flag"), workspace([until(atGoal, turnLeft)]));
    expect(performance.now() - started).toBeLessThan(500);
    expect(result.solved).toBe(false);
    expect(result.executed).toBe(10_000);
    expect(result.error).toEqual({
      code: "step-limit",
      message: "Your program ran for more than 10,000 steps, so Sprout stopped it. Is there a loop that never ends?",
    });
  });

  it("stops a move that calls itself forever, and a call to a move never defined", () => {
    const rules = puzzle("stair-function");
    const self = verifyAttempt(rules, workspace([call("star")], define("star", call("star"))));
    expect(self.error).toEqual({
      code: "call-depth",
      message: "The ⭐ star move keeps calling itself, so Sprout stopped.",
    });
    const missing = verifyAttempt(rules, workspace([call("moon")]));
    expect(missing.error).toEqual({ code: "no-function", message: 'The 🌙 moon move has no "define" block yet.' });
  });

  it("stops at a wall and at an empty square, saying why", () => {
    const wall = verifyAttempt(puzzle("turn-the-corner"), workspace([move, move, move]));
    expect(wall.steps.at(-1)).toMatchObject({ x: 2, y: 0, event: "bump" });
    expect(wall.hint).toMatch(/^Oops! Sprout bumped into a wall\./);
    const empty = verifyAttempt(puzzle("gem-collector"), workspace([collect]));
    expect(empty.steps).toEqual([{ action: "collect", x: 0, y: 0, dir: "E", gemsLeft: 2, event: "no-gem" }]);
  });

  it("gives the same answer every time (server and browser agree)", () => {
    const p = puzzle("big-maze");
    const a = verifyAttempt(p, p.solution);
    const b = verifyAttempt(
      rulesOf({
        worlds: [p.world, ...(p.worlds ?? [])].map(({ map, ...options }) => ({ map, options })),
        blocks: p.blocks,
        idealBlocks: p.idealBlocks,
        hint: p.hint,
        ideas: p.ideas,
      }),
      JSON.stringify(p.solution),
    );
    expect(b).toEqual(a);
  });

  it("runs a pre-parsed program with a smaller step budget when asked", () => {
    const parsed = parseProgram(puzzle("big-maze").solution);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(runProgram(puzzle("big-maze").grids[0], parsed.program, 20)).toMatchObject({
      solved: false,
      reason: "step-limit",
      executed: 20,
    });
  });
});
