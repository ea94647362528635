// Program edits for the help tests (issues 23, 38): the catalog's maze puzzles, a reference solution with block ids,
// and the variants the tests derive from it — a step removed, a wrong turn, nothing built — so a new maze puzzle is
// covered without a line of test. Used by lib/puzzles/help.test.ts and lib/puzzles/help-stops.test.ts.
import { findBlockSpec } from "@/lib/puzzles/block-vocabulary";
import { puzzleCatalog } from "@/lib/puzzles/content";
import { type HelpKind, isMazePuzzle } from "@/lib/puzzles/help";
import { runProgram } from "@/lib/puzzles/interpreter";
import { parseProgram } from "@/lib/puzzles/parse-program";
import { chain, turnLeft } from "@/lib/puzzles/testing";
import { type World } from "@/lib/puzzles/world";

export type Json = Record<string, unknown>;
export type Workspace = { blocks: { languageVersion: 0; blocks: Json[] }; variables?: unknown };

export const mazePuzzles = [...puzzleCatalog().puzzles.values()].filter(isMazePuzzle);

/** The solution with an id on every block (b1, b2, …), so a test can find the step a block acted at. */
export function withIds(solution: unknown): Workspace {
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
export function stacks(ws: Workspace): { owner: Json; key: "next" | string; blocks: Json[] }[] {
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
export function relink(list: ReturnType<typeof stacks>) {
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

export const mainOf = (list: ReturnType<typeof stacks>) =>
  list.find((s) => s.key === "next" && s.owner.type === "sprout_start")!;

/** The solution with one step less: its last top-level move, else one fewer turn of its loop, else a move inside. */
export function oneStepRemoved(solution: unknown): Workspace {
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

export const countedLoop = (b: Json) =>
  b.type === "sprout_repeat" && Boolean((b.inputs as Json).TIMES) && !((b.inputs as Json).TIMES as Json).block;
export const timesOf = (loop: Json) => (((loop.inputs as Json).TIMES as Json).shadow as Json).fields as { NUM: number };

/**
 * Every way of taking one step away, the usual one (oneStepRemoved) first: then each move removed, each counted
 * loop one turn shorter, in the program's order. A reference that senses the world may still solve without one.
 */
export function stepRemovals(solution: unknown): Workspace[] {
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
export function wrongTurn(solution: unknown, nth = 0): { ws: Workspace; turnId: string } | null {
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
export function wrongTurns(solution: unknown): { ws: Workspace; turnId: string }[] {
  const out: { ws: Workspace; turnId: string }[] = [];
  for (let nth = 0; ; nth++) {
    const variant = wrongTurn(solution, nth);
    if (!variant) return out;
    out.push(variant);
    if (variant.turnId === "wrong") return out;
  }
}

export function emptyProgram(solution: unknown): Workspace {
  const ws = withIds(solution);
  const start = ws.blocks.blocks.find((b) => b.type === "sprout_start")!;
  delete start.next;
  return ws;
}

export const rulesOf = (p: (typeof mazePuzzles)[number]) => ({
  grids: p.grids,
  blocks: p.blocks,
  idealBlocks: p.idealBlocks,
  hint: p.hint,
  ideas: p.ideas,
});

/** The world the help speaks about: the first that `ws` does not solve (world 1 when it solves them all). */
export function failedGrid(grids: readonly World[], ws: unknown): World {
  const parsed = parseProgram(ws);
  if (!parsed.ok) throw new Error(parsed.error.message);
  return grids.find((g) => !runProgram(g, parsed.program).solved) ?? grids[0];
}

/** The step (1-based) at which the block `id` first acted in a run of `ws`. */
export function stepOf(world: World, ws: Workspace, id: string): number | undefined {
  const parsed = parseProgram(ws);
  if (!parsed.ok) throw new Error(parsed.error.message);
  const i = runProgram(world, parsed.program).steps.findIndex((s) => s.blockId === id);
  return i < 0 ? undefined : i + 1;
}

export const solved = (d: { kind: HelpKind }) => ["solved", "needs-idea", "too-many-blocks"].includes(d.kind);
