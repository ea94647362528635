// Help that never contradicts the run (issue 38): for every maze puzzle of the catalog, a program for each stop
// reason the puzzle can produce (a wall, no gem, gems left, not at the flag, the wrong count, the wrong list, a loop
// that never ends, a later world that fails) gets its own message, and no message says anything the run contradicts.
import { describe, expect, it } from "vitest";
import { diagnose, type Diagnosis, FIRST_HELP, type HelpKind, nextHelp } from "./help";
import { byStopReason, endOf, squaresToFlag } from "./help-tries";
import { IDEA_TRY } from "./ideas";
import { type RunReport, type StopReason } from "./interpreter";
import { compileProgram } from "./notation";
import { plainNotation, shortestPlainProgram } from "./plain-search";
import { atGoal, collect, move, turnLeft, until, workspace } from "./testing";
import { type AttemptResult, verifyAttempt } from "./verify";
import { ahead, type Direction, isOpen, turn, type World } from "./world";
import {
  type Json,
  type Workspace,
  mazePuzzles,
  withIds,
  stacks,
  relink,
  mainOf,
  stepRemovals,
  rulesOf,
} from "@/tests/support/program-edits";

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
