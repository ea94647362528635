// Help that answers the program (issue 23): for every maze puzzle of the catalog — the shipped packs and any
// added later — the reference solution with one step removed, with a wrong turn, and empty each get their own,
// correct message. The variants are derived from the solution's Blockly JSON, so a new maze puzzle is covered
// without a line here. Puzzles are chosen by kind (isMazePuzzle): another game needs its own analyzer and test.
import { describe, expect, it } from "vitest";
import { findBlockSpec } from "./block-vocabulary";
import { puzzleCatalog } from "./content";
import { diagnose, FIRST_HELP, firstBlockOf, type HelpKind, isMazePuzzle, nextHelp } from "./help";
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
  const loop = main.blocks.find(
    (b) => b.type === "sprout_repeat" && (b.inputs as Json).TIMES && !((b.inputs as Json).TIMES as Json).block,
  );
  if (lastMove >= 0) main.blocks.splice(lastMove, 1);
  else if (loop) {
    const num = (((loop.inputs as Json).TIMES as Json).shadow as Json).fields as { NUM: number };
    num.NUM -= 1;
  } else {
    const inner = list.find((s) => s.blocks.some((b) => b.type === "sprout_move"))!;
    inner.blocks.splice(
      inner.blocks.findIndex((b) => b.type === "sprout_move"),
      1,
    );
  }
  relink(list);
  return ws;
}

/** The solution with its first turn the other way; without a turn, a needless turn left at the start. */
function wrongTurn(solution: unknown): { ws: Workspace; turnId: string } {
  const ws = withIds(solution);
  const list = stacks(ws);
  const turn = list.flatMap((s) => s.blocks).find((b) => b.type === "sprout_turn");
  if (turn) {
    const fields = (turn.fields ?? {}) as { DIR?: string };
    turn.fields = { DIR: (fields.DIR ?? "left") === "left" ? "right" : "left" };
    relink(list);
    return { ws, turnId: String(turn.id) };
  }
  mainOf(list).blocks.unshift({ ...turnLeft, id: "wrong" });
  relink(list);
  return { ws, turnId: "wrong" };
}

function emptyProgram(solution: unknown): Workspace {
  const ws = withIds(solution);
  const start = ws.blocks.blocks.find((b) => b.type === "sprout_start")!;
  delete start.next;
  return ws;
}

const rulesOf = (p: (typeof mazePuzzles)[number]) => ({
  grid: p.grid,
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

    const short = oneStepRemoved(p.solution);
    const fewer = diagnose(rules, short);
    expect(["too-few-steps", "loop-too-few"] satisfies HelpKind[]).toContain(fewer.kind);
    if (fewer.kind === "too-few-steps") expect(fewer.says[0]).toMatch(/one more step/);
    else expect(fewer.says[0]).toMatch(/The loop stops too soon\. Try a bigger number than \d+\./);

    const { ws, turnId } = wrongTurn(p.solution);
    const turned = diagnose(rules, ws);
    expect(turned.kind).toBe("wrong-turn");
    const step = stepOf(p.grid, ws, turnId);
    if (step !== undefined) {
      expect(turned.step).toBe(step);
      expect(turned.says[0]).toContain(`step ${step}`);
    }

    expect(new Set([empty.says[0], fewer.says[0], turned.says[0]]).size).toBe(3);
  });
});

describe("help's words", () => {
  const line = {
    grid: parseMap([">...G"]) as World,
    blocks: ["sprout_move", "sprout_turn"],
    idealBlocks: 4,
    hint: "H",
  };

  it("counts the missing steps rather than always saying one", () => {
    expect(diagnose(line, workspace([move])).says[0]).toBe("Sprout needs 3 more steps.");
    expect(diagnose(line, workspace([move, move, move])).says[0]).toBe("Almost! Sprout needs one more step.");
  });

  it("names the step of a bump and says when a solve used more blocks than needed", () => {
    const walled = { ...line, grid: parseMap([">.#G"]) as World };
    const bump = diagnose(walled, workspace([move, move, move]));
    expect(bump).toMatchObject({ kind: "wall", step: 2 });
    expect(bump.says[0]).toBe("Oops! Sprout bumped into a wall at step 2.");
    const extra = diagnose({ ...line, idealBlocks: 2 }, workspace([move, move, move, move]));
    expect(extra.kind).toBe("too-many-blocks");
    expect(extra.says[0]).toBe("Can you solve it with 2 blocks or fewer?");
  });

  it("tells gems left behind and a loop that runs too often", () => {
    const gems = { ...line, grid: parseMap([">*.*G"]) as World, blocks: ["sprout_move", "sprout_collect"] };
    expect(diagnose(gems, workspace([move, move, move, move])).says[0]).toBe(
      "Sprout reached the flag but left 2 gems behind.",
    );
    const loop = { ...line, grid: parseMap([">...G#"]) as World, blocks: ["sprout_move", "sprout_repeat"] };
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
    const cut = { ...loop, grid: parseMap([">.#.G"]) as World };
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
