// Help that answers the program (issue 23): for every maze puzzle of the catalog — the shipped packs and any
// added later — the reference solution with one step removed, with a wrong turn, and empty each get their own,
// correct message. The variants are derived from the solution's Blockly JSON, so a new maze puzzle is covered
// without a line here. Puzzles are chosen by kind (isMazePuzzle): another game needs its own analyzer and test.
import { describe, expect, it } from "vitest";
import { puzzleCatalog } from "./content";
import { firstBlockOf } from "./first-block";
import { diagnose, FIRST_HELP, type HelpKind, isMazePuzzle, nextHelp } from "./help";
import { runProgram } from "./interpreter";
import { parseProgram } from "./parse-program";
import { chain, collect, move, turnLeft, workspace } from "./testing";
import { buildWorld, parseMap, type World } from "./world";
import {
  type Workspace,
  mazePuzzles,
  stepRemovals,
  wrongTurns,
  emptyProgram,
  rulesOf,
  failedGrid,
  stepOf,
  solved,
} from "@/tests/support/program-edits";

/**
 * A broken program's message is a failure message, right for its kind: the kind the run's own stop explains, a
 * step that is the run's, or a single change (turn, loop number, added steps) that the help names.
 */
function expectRightFor(world: World, ws: Workspace, d: ReturnType<typeof diagnose>) {
  const parsed = parseProgram(ws);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const run = runProgram(world, parsed.program);
  expect(run.solved).toBe(false);
  const says: Partial<Record<HelpKind, RegExp>> = {
    "wrong-turn": /Sprout turned (left|right)/,
    "loop-too-few": /The loop stops too soon\. Try a bigger number than \d+\./,
    "loop-too-often": /The loop runs too many times\. Try a smaller number than \d+\./,
    "too-few-steps": /Sprout needs (one more step|\d+ more steps)/,
    wall: /bumped into a wall at step \d+/,
    "no-gem": /At step \d+ there is no gem to pick up/,
    "gems-left": /left \d+ gems? behind/,
    "never-ends": /never stops/,
    "not-at-goal": /(away from the flag|not reached the flag)/,
    "wrong-count": /bag (holds \d+ gems?|is empty), but the flag asks for another number/,
    "wrong-list": /Sprout is at the flag, but the list is/,
  };
  expect(Object.keys(says), `${d.kind}: a failure kind`).toContain(d.kind);
  expect(d.says[0]).toMatch(says[d.kind]!);
  const byRun: Partial<Record<HelpKind, string>> = {
    wall: "wall",
    "no-gem": "no-gem",
    "gems-left": "gems-left",
    "never-ends": "step-limit",
    "wrong-count": "wrong-count",
  };
  if (byRun[d.kind]) expect(run.reason).toBe(byRun[d.kind]);
  if (d.kind === "wall" || d.kind === "no-gem") expect(d.step).toBe(run.steps.length);
  if (d.step !== undefined) expect(d.step).toBeLessThanOrEqual(run.steps.length);
}

describe("help that answers the program, for every maze puzzle of the catalog", () => {
  it("selects the maze puzzles by kind, and they are the catalog's puzzles that have a map", () => {
    expect(mazePuzzles.length).toBeGreaterThanOrEqual(46);
    for (const p of puzzleCatalog().puzzles.values())
      expect(isMazePuzzle(p), p.id).toBe("world" in p && Array.isArray(p.world.map));
  });

  it.each(mazePuzzles.map((p) => [p.id, p] as const))("%s: each variant gets its own, correct message", (_, p) => {
    const rules = rulesOf(p);
    expect(solved(diagnose(rules, p.solution)), "the reference solution").toBe(true);

    const empty = diagnose(rules, emptyProgram(p.solution));
    expect(empty.kind).toBe("empty");
    expect(empty.says[0]).toMatch(/Nothing is built yet/);

    // The first removal and the first flipped turn break most references; a reference that senses the world
    // (if/until with path or gem questions) may still solve, so the first variant that does not solve is taken.
    const removals = stepRemovals(p.solution);
    const shortAt = removals.findIndex((ws) => !solved(diagnose(rules, ws)));
    expect(shortAt, "some step removed breaks the reference").toBeGreaterThanOrEqual(0);
    const fewer = diagnose(rules, removals[shortAt]);
    if (shortAt === 0) {
      expect(["too-few-steps", "loop-too-few"] satisfies HelpKind[]).toContain(fewer.kind);
      if (fewer.kind === "too-few-steps") expect(fewer.says[0]).toMatch(/one more step/);
      else expect(fewer.says[0]).toMatch(/The loop stops too soon\. Try a bigger number than \d+\./);
    } else expectRightFor(failedGrid(p.grids, removals[shortAt]), removals[shortAt], fewer);

    const turns = wrongTurns(p.solution);
    const turnAt = turns.findIndex(({ ws }) => !solved(diagnose(rules, ws)));
    expect(turnAt, "some wrong turn breaks the reference").toBeGreaterThanOrEqual(0);
    const { ws, turnId } = turns[turnAt];
    const turned = diagnose(rules, ws);
    if (turnAt > 0) expectRightFor(failedGrid(p.grids, ws), ws, turned);
    if (turnAt === 0 || turned.kind === "wrong-turn") {
      expect(turned.kind).toBe("wrong-turn");
      const step = stepOf(failedGrid(p.grids, ws), ws, turnId);
      if (step !== undefined) {
        expect(turned.step).toBe(step);
        expect(turned.says[0]).toContain(`step ${step}`);
      }
    }

    expect(new Set([empty.says[0], fewer.says[0], turned.says[0]]).size).toBe(3);
  });
});

describe("help's words", () => {
  const line = {
    grids: [parseMap([">...G"]) as World],
    blocks: ["sprout_move", "sprout_turn"],
    idealBlocks: 4,
    hint: "H",
  };

  it("counts the missing steps rather than always saying one", () => {
    expect(diagnose(line, workspace([move])).says[0]).toBe("Sprout needs 3 more steps.");
    expect(diagnose(line, workspace([move, move, move])).says[0]).toBe("Almost! Sprout needs one more step.");
  });

  it("names the step of a bump and says when a solve used more blocks than needed", () => {
    const walled = { ...line, grids: [parseMap([">.#G"]) as World] };
    const bump = diagnose(walled, workspace([move, move, move]));
    expect(bump).toMatchObject({ kind: "wall", step: 2 });
    expect(bump.says[0]).toBe("Oops! Sprout bumped into a wall at step 2.");
    const extra = diagnose({ ...line, idealBlocks: 2 }, workspace([move, move, move, move]));
    expect(extra.kind).toBe("too-many-blocks");
    expect(extra.says[0]).toBe("Can you solve it with 2 blocks or fewer?");
  });

  it("tells gems left behind and a loop that runs too often", () => {
    const gems = { ...line, grids: [parseMap([">*.*G"]) as World], blocks: ["sprout_move", "sprout_collect"] };
    expect(diagnose(gems, workspace([move, move, move, move])).says[0]).toBe(
      "Sprout reached the flag but left 2 gems behind.",
    );
    const loop = { ...line, grids: [parseMap([">...G#"]) as World], blocks: ["sprout_move", "sprout_repeat"] };
    const program = {
      blocks: {
        languageVersion: 0,
        blocks: [
          {
            type: "sprout_start",
            id: "start",
            next: {
              block: {
                type: "sprout_repeat",
                inputs: { TIMES: { shadow: { type: "sprout_number", fields: { NUM: 9 } } }, DO: { block: move } },
              },
            },
          },
        ],
      },
    };
    // Reaching the flag ends the run, so nine steps on four squares is a solve; a wall before the flag is not.
    expect(diagnose(loop, program).kind).toBe("solved");
    const cut = { ...loop, grids: [parseMap([">.#.G"]) as World] };
    expect(diagnose(cut, program).kind).toBe("wall");
  });

  it("escalates: a nudge, then the hint, then the first block; never the same sentence twice in a row", () => {
    const d = diagnose(line, workspace([move]));
    const first = nextHelp(FIRST_HELP, d, "Count the squares.");
    expect(first.view).toMatchObject({ message: "Sprout needs 3 more steps.", hint: null, offerFirstBlock: false });
    const second = nextHelp(first.state, d, "Count the squares.");
    expect(second.view.message).not.toBe(first.view.message);
    expect(second.view).toMatchObject({ hint: "Count the squares.", offerFirstBlock: false });
    const third = nextHelp(second.state, d, "Count the squares.");
    expect(third.view.message).not.toBe(second.view.message);
    expect(third.view.offerFirstBlock).toBe(true);

    const solved = diagnose({ ...line, idealBlocks: 2 }, workspace([move, move, move, move]));
    const once = nextHelp(third.state, solved, "");
    expect(once.view.message).toBe("Can you solve it with 2 blocks or fewer?");
    expect(once.state.misses).toBe(0);
    expect(nextHelp(once.state, solved, "").view.message).toBe("");
  });

  it("says what the bag holds at the flag, and that the flag asks for another number", () => {
    const bag = {
      ...line,
      grids: [buildWorld([">**G"], { need: 2 }) as World],
      blocks: ["sprout_move", "sprout_collect"],
    };
    const one = diagnose(bag, workspace([move, collect, move, move]));
    expect(one).toMatchObject({ kind: "wrong-count" });
    expect(one.says).toEqual([
      "Sprout's bag holds 1 gem, but the flag asks for another number of gems.",
      "Sprout is at the flag with 1 gem in the bag. The flag asks for another number.",
    ]);
    expect(diagnose(bag, workspace([move, move])).says[0]).toBe(
      "Sprout's bag is empty, but the flag asks for another number of gems. And the flag is still 1 square away.",
    );
  });

  it("says the list Sprout carries at the flag and the list the flag wants, never 0 squares away", () => {
    const lists = {
      ...line,
      grids: [buildWorld([">35.G"], { wantList: [3, 5, 7] }) as World],
      blocks: ["sprout_move", "sprout_list_add", "sprout_tile_number"],
    };
    const add = { type: "sprout_list_add", inputs: { VALUE: { block: { type: "sprout_tile_number" } } } };
    const d = diagnose(lists, workspace([move, add, move, add, move, move]));
    expect(d).toMatchObject({ kind: "wrong-list" });
    expect(d.says).toEqual([
      "Sprout is at the flag, but the list is 3, 5 and the flag wants 3, 5, 7.",
      "The flag wants the list 3, 5, 7, and Sprout's list is 3, 5.",
    ]);
    expect(diagnose(lists, workspace([move, move, move, move])).says[0]).toBe(
      "Sprout is at the flag, but the list is empty and the flag wants 3, 5, 7.",
    );
  });

  it("on a puzzle of several worlds, speaks of the first that failed and says the program works before it", () => {
    const two = { ...line, grids: [parseMap([">..G"]) as World, parseMap([">.#G"]) as World] };
    const d = diagnose(two, workspace([move, move, move]));
    expect(d).toMatchObject({ kind: "wall", step: 2, world: 2 });
    expect(d.says[0]).toBe("Oops! Sprout bumped into a wall at step 2. It works in world 1, but not in this one.");
    // a change that mends world 2 but breaks world 1 is not suggested: turning left instead walks world 1 off
    const turned = { ...line, grids: [parseMap([">.", "#G"]) as World, parseMap(["#G", ">."]) as World] };
    const right = { type: "sprout_turn", fields: { DIR: "right" } };
    const t = diagnose(turned, workspace([move, right, move]));
    expect(t).toMatchObject({ kind: "wrong-turn", step: 2, world: 2 });
    expect(t.says[0]).toBe(
      "At step 2 Sprout turned right and then walked into a wall. Try another way. It works in world 1, but not in this one.",
    );
    // a gem-less world is never told of a gem
    const bare = { ...line, blocks: ["sprout_turn", "sprout_collect"] };
    expect(diagnose(bare, workspace([turnLeft, collect])).says[0]).toBe(
      "At step 2 Sprout tries to pick up a gem, but this world has no gems.",
    );
  });

  it("finds each maze puzzle's first block, one its toolbox offers, with nothing below or inside it", () => {
    for (const p of mazePuzzles) {
      const first = firstBlockOf(p.solution)!;
      expect(p.blocks, p.id).toContain(first.type);
      expect(JSON.stringify(first), p.id).not.toMatch(/"next"|"DO"|"ELSE"|"id":"b/);
    }
    expect(firstBlockOf(workspace([]))).toBeNull();
    expect(firstBlockOf(workspace([chain([move, move])!]))).toEqual({ type: "sprout_move" });
  });
});

// ----------------------------------------------------------------------------------- every stop reason (38)

/** The kinds the run's stop may be told as (byStopReason): a wall right after a turn is told as that turn. */
