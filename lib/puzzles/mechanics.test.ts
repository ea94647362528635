// The Data Types and Lists mechanics (issue 27, docs/decisions/221): numbers and words on tiles, gems counted in
// the bag, a list Sprout carries. The browser and the server judge them the same way (verifyAttempt over rulesOf).
import { describe, expect, it } from "vitest";
import { findPuzzle, toPublicPuzzle } from "./content";
import { compileProgram } from "./notation";
import { puzzleSchema } from "./schemas";
import { rulesOf, verifyAttempt } from "./verify";
import { buildWorld, parseMap, type World, type WorldOptions } from "./world";

const ALL = [
  "sprout_move",
  "sprout_turn",
  "sprout_collect",
  "sprout_repeat",
  "sprout_repeat_until",
  "sprout_at_goal",
  "sprout_if",
  "sprout_if_else",
  "sprout_on_gem",
  "sprout_compare",
  "sprout_arith",
  "sprout_tile_number",
  "sprout_sign",
  "sprout_bag_count",
  "sprout_list_add",
  "sprout_list_length",
  "sprout_list_item",
  "sprout_for_each",
  "sprout_each_item",
];

function judge(map: string[], program: string, options: WorldOptions = {}) {
  const grid = buildWorld(map, options) as World;
  return verifyAttempt({ grids: [grid], blocks: ALL, idealBlocks: 99, hint: "Try again." }, compileProgram(program));
}

describe("numbers and words on tiles", () => {
  it("reads the number under Sprout, 0 off a number tile", () => {
    expect(judge([">3..G"], "move; repeat tile { move }").solved).toBe(true);
    expect(judge([">3.", "##G"], "move; repeat tile { move }").hint).toMatch(/bumped into a wall/);
    expect(judge([">.G"], "move; repeat tile { move }; move").solved).toBe(true);
  });

  it("compares and computes with the number", () => {
    expect(judge([">4#", "#.#", "#G#"], "move; if tile > 3 { turn right } else { turn left }; move; move").solved).toBe(
      true,
    );
    expect(judge([">6.......G"], "move; repeat tile + 2 { move }").solved).toBe(true);
  });

  it("reads the word on a sign", () => {
    const map = ["#G#", ">L#"];
    expect(judge(map, "move; if sign left { turn left }; move").solved).toBe(true);
    expect(judge(map, "move; if sign right { turn left }; move").solved).toBe(false);
    expect((parseMap(map) as World).signs.get("1,1")).toBe("left");
  });
});

describe("gems in the bag", () => {
  it("counts the gems picked up, and a flag that needs exactly that many", () => {
    const map = [">****G"];
    expect(judge(map, "until goal { move; if bag < 2 { collect } }", { need: 2 }).solved).toBe(true);
    const tooMany = judge(map, "until goal { move; if bag < 3 { collect } }; move", { need: 2 });
    expect(tooMany.solved).toBe(false);
    expect(judge(map, "repeat 5 { move }", { need: 2 }).hint).toMatch(/bag does not hold/);
    // Without `need` every gem still counts, as before.
    expect(judge(map, "until goal { move; if bag < 2 { collect } }").hint).toMatch(/gems are still waiting/);
  });
});

describe("the list Sprout carries", () => {
  it("writes numbers at the end and asks for the list the flag wants", () => {
    const map = [">2.5G"];
    const ok = judge(map, "move; add tile; move; move; add tile; move", { wantList: [2, 5] });
    expect(ok.solved).toBe(true);
    expect(ok.steps.find((s) => s.action === "list")?.list).toEqual([2]);
    const wrongOrder = judge(map, "move; move; move; add tile; move", { wantList: [2, 5] });
    expect(wrongOrder.hint).toMatch(/list is not the one/);
  });

  it("reads items, length, and goes through each item in order", () => {
    const map = [">...#", "###.#", "###G#"];
    const list = [3, 2];
    expect(judge(map, "repeat item 1 { move }; turn right; repeat item 2 { move }", { list }).solved).toBe(true);
    expect(judge(map, "each { repeat it { move }; turn right }", { list }).solved).toBe(true);
    expect(judge(map, "repeat length + 1 { move }", { list }).solved).toBe(false);
    expect(judge([">..G"], "repeat item 5 { move }; move; move; move", { list }).solved).toBe(true); // no item 5: 0
  });

  it("keeps at most 20 numbers", () => {
    const run = judge([">G"], "repeat 30 { add 1 }; move", { wantList: Array(20).fill(1) });
    expect(run.solved).toBe(true);
  });
});

describe("content and replay", () => {
  it("refuses a counting or list puzzle without a flag, and a need larger than the gems", () => {
    const base = findPuzzle("first-steps")!;
    const raw = { ...base, solution: "move", wrong: "move" };
    expect(puzzleSchema.safeParse({ ...raw, world: { map: [">**"], need: 1 } }).success).toBe(false);
    expect(puzzleSchema.safeParse({ ...raw, world: { map: [">*G"], need: 2 } }).success).toBe(false);
    expect(puzzleSchema.safeParse({ ...raw, world: { map: [">*G"], need: 1 } }).success).toBe(true);
  });

  it("sends the browser the world options, so its replay agrees with the server's", () => {
    const puzzle = findPuzzle("y15-first-and-last")!;
    const view = toPublicPuzzle(puzzle);
    expect(view.game === "maze" && view.worlds[0].options).toEqual({ list: [3, 9, 5] });
    expect(verifyAttempt(rulesOf(view), puzzle.solution)).toMatchObject({ solved: true, outcome: "perfect" });
    expect(verifyAttempt(rulesOf(view), puzzle.wrong).solved).toBe(false);
  });

  it("shows picture icons on the blocks without changing their words", async () => {
    const { blocklyBlockDefinitions } = await import("./blocks");
    const move = blocklyBlockDefinitions().find((d) => d.type === "sprout_move")!;
    expect(move.message0).toBe("⬆️ move forward");
  });
});
