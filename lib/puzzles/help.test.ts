// Help that answers the program (issue 23): for every maze puzzle of the catalog — the shipped packs and any
// added later — the reference solution with one step removed, with a wrong turn, and empty each get their own,
// correct message. The variants are derived from the solution's Blockly JSON, so a new maze puzzle is covered
// without a line here. Puzzles are chosen by kind (isMazePuzzle): another game needs its own analyzer and test.
// Issue 38: every stop reason a puzzle can produce (a wall, no gem, gems left, not at the flag, the wrong count,
// the wrong list, a loop that never ends, a later world that fails) gets its own message, and no message says
// anything the run contradicts.
import { describe, expect, it } from "vitest";
import { findBlockSpec } from "./block-vocabulary";
import { puzzleCatalog } from "./content";
import { firstBlockOf } from "./first-block";
import { diagnose, type Diagnosis, FIRST_HELP, type HelpKind, isMazePuzzle, nextHelp } from "./help";
import { byStopReason, endOf, squaresToFlag } from "./help-tries";
import { IDEA_TRY } from "./ideas";
import { runProgram, type RunReport, type StopReason } from "./interpreter";
import { compileProgram } from "./notation";
import { parseProgram } from "./parse-program";
import { plainNotation, shortestPlainProgram } from "./plain-search";
import { atGoal, chain, collect, move, turnLeft, until, workspace } from "./testing";
import { type AttemptResult, verifyAttempt } from "./verify";
import { ahead, buildWorld, type Direction, isOpen, parseMap, turn, type World } from "./world";

type Json = Record<string, unknown>;
type Workspace = { blocks: { languageVersion: 0; blocks: Json[] }; variables?: unknown };

const mazePuzzles = [...puzzleCatalog().puzzles.values()].filter(isMazePuzzle);

/** The solution with an id on every block (b1, b2, …), so a test can find the step a block acted at. */
function withIds(solution: unknown): Workspace {
  const copy = structuredClone(solution) as Workspace;
  let n = 0;
  const visit = (b: Json | undefined) => {
    if (!b || typeof b !== "object") return;
    if (b.type !== "sprout_start") b.id = `b${++n}`;
    for (const slot of Object.values((b.inputs ?? {}) as Record<string, { block?: Json; shadow?: Json }>)) {
      visit(slot.block);
      visit(slot.shadow);
    }
    visit((b.next as { block?: Json } | undefined)?.block);
  };
  copy.blocks.blocks.forEach(visit);
  return copy;
}

/** Each stack of the workspace as the list of its blocks (main's first), unlinked for editing, and back. */
function stacks(ws: Workspace): { owner: Json; key: "next" | string; blocks: Json[] }[] {
  const out: { owner: Json; key: string; blocks: Json[] }[] = [];
  const unlink = (owner: Json, key: string, first: Json | undefined) => {
    const blocks: Json[] = [];
    for (let b = first; b; b = (b.next as { block?: Json } | undefined)?.block) blocks.push(b);
    out.push({ owner, key, blocks });
    for (const b of blocks)
      for (const [name, slot] of Object.entries((b.inputs ?? {}) as Record<string, { block?: Json }>))
        if (
          findBlockSpec(String(b.type))?.lines.some((l) =>
            l.args.some((a) => a.name === name && a.kind === "statement"),
          )
        )
          unlink(b, name, slot.block);
  };
  for (const top of ws.blocks.blocks) {
    unlink(top, "next", (top.next as { block?: Json } | undefined)?.block);
    // A "define" block's body hangs in its DO input, not under it.
    const body = (top.inputs as Record<string, { block?: Json }> | undefined)?.DO;
    if (body) unlink(top, "DO", body.block);
  }
  return out;
}

/** Writes edited stacks back as Blockly's `next` chains. */
function relink(list: ReturnType<typeof stacks>) {
  for (const { owner, key, blocks } of list) {
    const clean = blocks.map((b) => {
      const { next: _next, ...rest } = b;
      void _next;
      return rest;
    });
    const first = chain(clean);
    if (key === "next") {
      if (first) owner.next = { block: first };
      else delete owner.next;
    } else {
      const inputs = owner.inputs as Record<string, Json>;
      if (first) inputs[key] = { block: first };
      else delete inputs[key];
    }
  }
}

const mainOf = (list: ReturnType<typeof stacks>) =>
  list.find((s) => s.key === "next" && s.owner.type === "sprout_start")!;

/** The solution with one step less: its last top-level move, else one fewer turn of its loop, else a move inside. */
function oneStepRemoved(solution: unknown): Workspace {
  const ws = withIds(solution);
  const list = stacks(ws);
  const main = mainOf(list);
  const lastMove = main.blocks.findLastIndex((b) => b.type === "sprout_move");
  const loop = main.blocks.find(countedLoop);
  if (lastMove >= 0) main.blocks.splice(lastMove, 1);
  else if (loop) timesOf(loop).NUM -= 1;
  else {
    const inner = list.find((s) => s.blocks.some((b) => b.type === "sprout_move"))!;
    inner.blocks.splice(
      inner.blocks.findIndex((b) => b.type === "sprout_move"),
      1,
    );
  }
  relink(list);
  return ws;
}

const countedLoop = (b: Json) =>
  b.type === "sprout_repeat" && Boolean((b.inputs as Json).TIMES) && !((b.inputs as Json).TIMES as Json).block;
const timesOf = (loop: Json) => (((loop.inputs as Json).TIMES as Json).shadow as Json).fields as { NUM: number };

/**
 * Every way of taking one step away, the usual one (oneStepRemoved) first: then each move removed, each counted
 * loop one turn shorter, in the program's order. A reference that senses the world may still solve without one.
 */
function stepRemovals(solution: unknown): Workspace[] {
  const out = [oneStepRemoved(solution)];
  const count = stacks(withIds(solution)).flatMap((s) => s.blocks).length;
  for (let i = 0; i < count; i++) {
    const ws = withIds(solution);
    const list = stacks(ws);
    const all = list.flatMap((s) => s.blocks.map((b) => ({ s, b })));
    const { s, b } = all[i];
    if (b.type === "sprout_move") s.blocks.splice(s.blocks.indexOf(b), 1);
    else if (countedLoop(b) && timesOf(b).NUM > 1) timesOf(b).NUM -= 1;
    else continue;
    relink(list);
    out.push(ws);
  }
  return out;
}

/** The solution with its first turn the other way; without a turn, a needless turn left at the start. */
function wrongTurn(solution: unknown, nth = 0): { ws: Workspace; turnId: string } | null {
  const ws = withIds(solution);
  const list = stacks(ws);
  const turns = list.flatMap((s) => s.blocks).filter((b) => b.type === "sprout_turn");
  const turn = turns[nth];
  if (turn) {
    const fields = (turn.fields ?? {}) as { DIR?: string };
    turn.fields = { DIR: (fields.DIR ?? "left") === "left" ? "right" : "left" };
    relink(list);
    return { ws, turnId: String(turn.id) };
  }
  if (nth > turns.length) return null;
  mainOf(list).blocks.unshift({ ...turnLeft, id: "wrong" });
  relink(list);
  return { ws, turnId: "wrong" };
}

/** Each turn flipped in turn, the first turn first; after them, a needless turn left at the start. */
function wrongTurns(solution: unknown): { ws: Workspace; turnId: string }[] {
  const out: { ws: Workspace; turnId: string }[] = [];
  for (let nth = 0; ; nth++) {
    const variant = wrongTurn(solution, nth);
    if (!variant) return out;
    out.push(variant);
    if (variant.turnId === "wrong") return out;
  }
}

function emptyProgram(solution: unknown): Workspace {
  const ws = withIds(solution);
  const start = ws.blocks.blocks.find((b) => b.type === "sprout_start")!;
  delete start.next;
  return ws;
}

const rulesOf = (p: (typeof mazePuzzles)[number]) => ({
  grids: p.grids,
  blocks: p.blocks,
  idealBlocks: p.idealBlocks,
  hint: p.hint,
  ideas: p.ideas,
});

/** The world the help speaks about: the first that `ws` does not solve (world 1 when it solves them all). */
function failedGrid(grids: readonly World[], ws: unknown): World {
  const parsed = parseProgram(ws);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return grids.find((g) => !runProgram(g, parsed.program).solved) ?? grids[0];
}

/** The step (1-based) at which the block `id` first acted in a run of `ws`. */
function stepOf(world: World, ws: Workspace, id: string): number | undefined {
  const parsed = parseProgram(ws);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const i = runProgram(world, parsed.program).steps.findIndex((s) => s.blockId === id);
  return i < 0 ? undefined : i + 1;
}

const solved = (d: { kind: HelpKind }) => ["solved", "needs-idea", "too-many-blocks"].includes(d.kind);

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
const STOP_KINDS: Record<string, HelpKind[]> = {
  wall: ["wall", "wrong-turn"],
  "no-gem": ["no-gem"],
  "gems-left": ["gems-left"],
  "not-at-goal": ["not-at-goal", "wrong-list"],
  "wrong-count": ["wrong-count"],
  "wrong-list": ["wrong-list"],
  "step-limit": ["never-ends"],
};
/** The kinds of a try: one change to the child's program that solves every world, said instead of the stop. */
const TRY_KINDS: HelpKind[] = ["wrong-turn", "loop-too-often", "loop-too-few", "too-few-steps"];

type Run = { world: World; index: number; run: RunReport };

/** The run the help speaks about, from the verdict: the first world that failed, or null when all are solved. */
function failedRun(grids: readonly World[], result: AttemptResult): Run | null {
  if (result.solved) return null;
  const index = (result.failedWorld ?? 1) - 1;
  return { world: grids[index], index, run: { ...result.worlds![index] } };
}

const numbers = (text: string) => (text === "empty" ? [] : text.split(", ").map(Number));

/** Every fact a sentence states about the run is the run's: squares, gems, the bag, the list, the flag, steps. */
function expectTrueOf(sentence: string, { world, run }: Run, label: string) {
  const end = endOf(world, run);
  const at = `${label}: "${sentence}"`;
  expect(sentence, at).not.toMatch(/\b0 squares?\b/);
  expect(sentence, at).not.toMatch(/World \d/);
  if (/gem/i.test(sentence) && world.gems.length === 0) expect(sentence, at).toMatch(/no gems/);
  if (/flag/.test(sentence)) expect(world.goal, at).not.toBeNull();
  const away = sentence.match(/(\d+) squares? away/);
  if (away) expect(Number(away[1]), at).toBe(squaresToFlag(world, end.at));
  if (/reached the flag but|is at the flag|flag is reached/i.test(sentence)) expect(end.atFlag, at).toBe(true);
  if (/not reached the flag|not at the flag|squares? away/.test(sentence)) expect(end.atFlag, at).toBe(false);
  const left = sentence.match(/(\d+) gems? (?:behind|still wait)/);
  if (left) expect(Number(left[1]), at).toBe(end.gemsLeft);
  const bag = sentence.match(/bag holds (\d+) gems?|with (\d+) gems? in the bag/);
  if (bag) expect(Number(bag[1] ?? bag[2]), at).toBe(end.carried);
  if (/bag is empty|no gems in the bag/.test(sentence)) expect(end.carried, at).toBe(0);
  if (/another number/.test(sentence)) expect(world.need, at).not.toBe(end.carried);
  const list =
    sentence.match(/the list is ([\d, ]+|empty) and the flag wants ([\d, ]+|empty)\./) ??
    sentence.match(/wants the list ([\d, ]+|empty), and Sprout's list is ([\d, ]+|empty)\./);
  if (list) {
    const [mine, want] = sentence.startsWith("The flag wants") ? [list[2], list[1]] : [list[1], list[2]];
    expect(numbers(mine), at).toEqual(end.list);
    expect(numbers(want), at).toEqual(world.wantList);
    expect(end.list, at).not.toEqual(world.wantList);
  }
  for (const [, n] of sentence.matchAll(/step (\d+)/g)) {
    expect(Number(n), at).toBeGreaterThanOrEqual(1);
    expect(Number(n), at).toBeLessThanOrEqual(run.steps.length);
  }
  if (/into a wall/.test(sentence)) expect(run.reason, at).toBe("wall");
  if (/no gem to pick up|not standing on one|has no gems|no gems here/.test(sentence))
    expect(run.reason, at).toBe("no-gem");
  if (/never stops|never finishes/.test(sentence)) expect(run.reason, at).toBe("step-limit");
}

/** The reference with `blocks` put first under "when ▶ run". */
function withFirst(solution: unknown, ...blocks: Json[]): Workspace {
  const ws = withIds(solution);
  const list = stacks(ws);
  mainOf(list).blocks.unshift(...blocks.map((b) => structuredClone(b)));
  relink(list);
  return ws;
}

/** The reference with one block of `type` taken out, for each such block. */
function eachRemoved(solution: unknown, type: string): Workspace[] {
  const out: Workspace[] = [];
  const count = stacks(withIds(solution))
    .flatMap((s) => s.blocks)
    .filter((b) => b.type === type).length;
  for (let i = 0; i < count; i++) {
    const ws = withIds(solution);
    const list = stacks(ws);
    const s = list.filter((x) => x.blocks.some((b) => b.type === type)).flatMap((x) => x.blocks.map((b) => ({ x, b })));
    const { x, b } = s.filter(({ b }) => b.type === type)[i];
    x.blocks.splice(x.blocks.indexOf(b), 1);
    relink(list);
    out.push(ws);
  }
  return out;
}

/** Turns left until Sprout faces a wall or the edge (0 to 3 turns), or null when no side is closed. */
function facingAWall(world: World): Json[] | null {
  let dir: Direction = world.start.dir;
  for (let k = 0; k < 4; k++) {
    if (!isOpen(world, ahead(world.start, dir))) return Array.from({ length: k }, () => turnLeft);
    dir = turn(dir, "left");
  }
  return null;
}

const plainProgram = (grids: readonly World[]) => {
  const found = shortestPlainProgram(grids, { maxStates: 30_000 });
  return found.found ? compileProgram(plainNotation(found.actions)) : null;
};

/** Programs that stop for each reason the puzzle can produce, labelled. */
function stopVariants(p: (typeof mazePuzzles)[number]): [string, unknown][] {
  const has = (...types: string[]) => types.every((t) => p.blocks.includes(t));
  const out: [string, unknown][] = [];
  const wall = facingAWall(p.grids[0]);
  if (wall && (wall.length === 0 || has("sprout_turn")))
    out.push(["into a wall", withFirst(p.solution, ...wall, move)]);
  if (has("sprout_collect")) out.push(["a pick-up at the start", withFirst(p.solution, collect)]);
  if (has("sprout_turn")) out.push(["only a turn", workspace([turnLeft])]);
  if (has("sprout_repeat_until", "sprout_at_goal", "sprout_turn") && p.grids.every((g) => g.goal))
    out.push(["turning until the flag", workspace([until(atGoal, turnLeft)])]);
  out.push(
    ...stepRemovals(p.solution)
      .slice(0, 3)
      .map((ws, i) => [`step removal ${i}`, ws] as [string, unknown]),
  );
  out.push(
    ...eachRemoved(p.solution, "sprout_collect").map((ws, i) => [`pick-up ${i} removed`, ws] as [string, unknown]),
  );
  out.push(
    ...eachRemoved(p.solution, "sprout_list_add").map((ws, i) => [`list add ${i} removed`, ws] as [string, unknown]),
  );
  // a plain program for world 1 alone: on a puzzle of several worlds it may fail a later one
  const first = p.grids.length > 1 && has("sprout_turn", "sprout_collect") ? plainProgram(p.grids.slice(0, 1)) : null;
  if (first) out.push(["world 1's plain program", first]);
  return out;
}

describe("help for every stop reason, true of the run, on every maze puzzle of the catalog", () => {
  it.each(mazePuzzles.map((p) => [p.id, p] as const))("%s", (_, p) => {
    const rules = rulesOf(p);
    const told = new Map<StopReason, Diagnosis>();
    for (const [label, ws] of stopVariants(p)) {
      const result = verifyAttempt(rules, ws);
      expect(result.error?.code, label).not.toBe("not-allowed");
      const failed = failedRun(p.grids, result);
      if (!failed) continue;
      const { run, world, index } = failed;
      // the stop reason's own message: its kind, and true
      const stop = byStopReason(world, run);
      expect(STOP_KINDS[run.reason], `${label}: ${run.reason}`).toContain(stop.kind);
      if (run.reason === "not-at-goal") expect(stop.kind === "wrong-list", label).toBe(endOf(world, run).atFlag);
      for (const sentence of stop.says) expectTrueOf(sentence, failed, label);
      if (told.has(run.reason)) continue;
      // the help as the panel gets it, once per reason: the stop's kind or a try's, true, naming the world
      const d = diagnose(rules, ws, result);
      told.set(run.reason, d);
      expect([...STOP_KINDS[run.reason], ...TRY_KINDS], `${label}: ${run.reason}`).toContain(d.kind);
      if (!TRY_KINDS.includes(d.kind) || d.kind === stop.kind) expect(d.kind, label).toBe(stop.kind);
      for (const sentence of d.says) expectTrueOf(sentence, failed, label);
      if (p.grids.length > 1) expect(d.world, label).toBe(index + 1);
      else expect(d.world, label).toBeUndefined();
      if (index > 0 && !TRY_KINDS.includes(d.kind)) expect(d.says[0], label).toMatch(/It works in worlds? 1\b/);
    }
    // each reason the puzzle can produce was produced
    const reasons = [...told.keys()];
    const worlds = p.grids;
    if (facingAWall(worlds[0])) expect(reasons, "a wall").toContain("wall");
    if (p.blocks.includes("sprout_collect")) expect(reasons, "no gem").toContain("no-gem");
    if (worlds[0].need !== undefined) expect(reasons, "the wrong count").toContain("wrong-count");
    else if (worlds[0].gems.length > 0) expect(reasons, "gems left").toContain("gems-left");
    else expect(reasons, "not at the flag").toContain("not-at-goal");
    if (worlds[0].wantList && p.blocks.includes("sprout_list_add"))
      expect(reasons, "the wrong list").toContain("wrong-list");
  });

  it("a solve without the puzzle's idea asks for the idea, before the block count, said once", () => {
    let asked = 0;
    const withIdea = (p: (typeof mazePuzzles)[number]) => diagnose(rulesOf(p), p.solution).kind !== "needs-idea";
    for (const p of mazePuzzles.filter((z) => z.ideas.length > 0 && z.blocks.includes("sprout_collect"))) {
      if (!withIdea(p)) continue; // a reference without its idea is the content check's to refuse
      const plain = plainProgram(p.grids);
      if (!plain) continue;
      asked++;
      const d = diagnose(rulesOf(p), plain);
      expect(d.kind, p.id).toBe("needs-idea");
      expect(d.says[0], p.id).toBe(`You solved it! ${IDEA_TRY[p.ideas[0]]}`);
      const once = nextHelp(FIRST_HELP, d, p.hint);
      expect(once.view).toMatchObject({ kind: "needs-idea", message: d.says[0], hint: null, offerFirstBlock: false });
      expect(nextHelp(once.state, d, p.hint).view.message, p.id).toBe("");
    }
    expect(asked, "Loops puzzles a plain program solves").toBeGreaterThan(0);
  });
});
