// Help that answers the program (issue 23): for every maze puzzle of the catalog — the shipped packs and any
// added later — the reference solution with one step removed, with a wrong turn, and empty each get their own,
// correct message. The variants are derived from the solution's Blockly JSON, so a new maze puzzle is covered
// without a line here. Puzzles are chosen by kind (isMazePuzzle): another game needs its own analyzer and test.
import { describe, expect, it } from "vitest";
import { findBlockSpec } from "./block-vocabulary";
import { puzzleCatalog } from "./content";
import { firstBlockOf } from "./first-block";
import { diagnose, FIRST_HELP, type HelpKind, isMazePuzzle, nextHelp } from "./help";
import { runProgram } from "./interpreter";
import { parseProgram } from "./parse-program";
import { chain, move, turnLeft, workspace } from "./testing";
import { parseMap, type World } from "./world";

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
});

/** The step (1-based) at which the block `id` first acted in a run of `ws`. */
function stepOf(world: World, ws: Workspace, id: string): number | undefined {
  const parsed = parseProgram(ws);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const i = runProgram(world, parsed.program).steps.findIndex((s) => s.blockId === id);
  return i < 0 ? undefined : i + 1;
}

const solved = (d: { kind: HelpKind }) => d.kind === "solved" || d.kind === "too-many-blocks";

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
  };
  expect(Object.keys(says), `${d.kind}: a failure kind`).toContain(d.kind);
  expect(d.says[0]).toMatch(says[d.kind]!);
  const byRun: Partial<Record<HelpKind, string>> = {
    wall: "wall",
    "no-gem": "no-gem",
    "gems-left": "gems-left",
    "never-ends": "step-limit",
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
    expect(diagnose(rules, p.solution).kind, "the reference solution").toBe("solved");

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
    } else expectRightFor(p.grids[0], removals[shortAt], fewer);

    const turns = wrongTurns(p.solution);
    const turnAt = turns.findIndex(({ ws }) => !solved(diagnose(rules, ws)));
    expect(turnAt, "some wrong turn breaks the reference").toBeGreaterThanOrEqual(0);
    const { ws, turnId } = turns[turnAt];
    const turned = diagnose(rules, ws);
    if (turnAt > 0) expectRightFor(p.grids[0], ws, turned);
    if (turnAt === 0 || turned.kind === "wrong-turn") {
      expect(turned.kind).toBe("wrong-turn");
      const step = stepOf(p.grids[0], ws, turnId);
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
