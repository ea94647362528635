// A replay judged off the request thread answers what the request thread would have (issue 41): every catalog
// puzzle's reference solution and its worst cases (the longest drawings the limits allow, endless loops, the
// largest program, runs ending just below and past the in-thread budget), judged through judgeAttempt and in full.
import { describe, expect, it } from "vitest";
import { puzzleCatalog, type CatalogPuzzle } from "@/lib/puzzles/content";
import { parseProgram } from "@/lib/puzzles/parse-program";
import { num, repeat, workspace } from "@/lib/puzzles/testing";
import { runTurtle } from "@/lib/puzzles/turtle";
import { judgeVerdict, verdictWithin } from "@/lib/puzzles/verdict";
import { drawnLines, IN_THREAD_STEPS, judgeAttempt } from "./replay";

type Block = Record<string, unknown>;
const V = { id: "v" };
const turn: Record<"maze" | "draw", Block> = {
  maze: { type: "sprout_turn", fields: { DIR: "left" } },
  draw: { type: "turtle_turn", fields: { DIR: "right" }, inputs: { DEGREES: { shadow: num(91) } } },
};
const forward = (steps: Block): Block => ({ type: "turtle_forward", inputs: { STEPS: steps } });
const withVariable = (main: Block[]) => ({ ...workspace(main), variables: [{ name: "v", id: "v" }] });

/** Programs that cost the most a child can send for this puzzle, and runs just around the in-thread budget. */
function worstCases(p: CatalogPuzzle): unknown[] {
  const game = p.game === "draw" ? "draw" : "maze";
  // A turn inside "repeat n" takes 2 steps a time in the maze, 3 in a drawing (its angle), after 2 for the repeat.
  const each = game === "draw" ? 3 : 2;
  const around = (steps: number) => workspace([repeat(Math.floor((steps - 2) / each), turn[game])]);
  const cases: unknown[] = [
    p.solution,
    workspace([repeat(1000, repeat(1000, turn[game]))]),
    workspace(Array.from({ length: 99 }, () => repeat(1, turn[game]))),
    around(IN_THREAD_STEPS - 1),
    around(IN_THREAD_STEPS),
    around(IN_THREAD_STEPS + each),
  ];
  if (game === "draw") {
    // A new line every 5 steps, none merging with another: as many lines as the step limit leaves room for.
    for (const n of [199, 210])
      cases.push(workspace([repeat(10, repeat(n, forward({ shadow: num(100) }), turn.draw))]));
    // A spiral (a line longer each time): no two lines alike, compared with every other line.
    const v: Block = { type: "sprout_get_var", fields: { VAR: V } };
    const set: Block = { type: "sprout_set_var", fields: { VAR: V }, inputs: { VALUE: { shadow: num(1) } } };
    const grow: Block = { type: "sprout_change_var", fields: { VAR: V }, inputs: { DELTA: { shadow: num(1) } } };
    for (const n of [10, 130])
      cases.push(withVariable([set, repeat(n, repeat(10, forward({ block: v }), turn.draw, grow))]));
  }
  return cases;
}

const catalog = [...puzzleCatalog().puzzles.values()];
/** Every drawing (its picture is what a drawing is compared with), and one maze per toolbox and world count. */
const judged = (game: "maze" | "draw") => {
  const seen = new Set<string>();
  return catalog.filter((p) => {
    if ((p.game === "draw" ? "draw" : "maze") !== game) return false;
    const key = p.game === "draw" ? p.id : `${[...p.blocks].sort().join()} ${p.grids.length}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
};

describe("judging a replay in place or off the request thread", () => {
  // Some 700 full replays, the longest 20-30 ms each: several seconds on a loaded machine (hence the timeout).
  it.each(["maze", "draw"] as const)(
    "gives the catalog's worst %s cases the verdict of the full replay",
    async (game) => {
      const puzzles = judged(game);
      let offThread = 0;
      for (const p of puzzles)
        for (const program of worstCases(p)) {
          const full = judgeVerdict({ rules: p, program });
          expect(await judgeAttempt(p, program), p.id).toEqual(full);
          const inPlace = verdictWithin(p, program, IN_THREAD_STEPS);
          if (inPlace) expect(inPlace, p.id).toEqual(full);
          else offThread++;
        }
      // The long cases did go the other way: at least the endless loop and the run past the budget of every puzzle
      // whose toolbox has "repeat" (another puzzle refuses those programs before running them).
      expect(offThread).toBeGreaterThanOrEqual(2 * puzzles.filter((p) => p.blocks.includes("sprout_repeat")).length);
    },
    90_000,
  );

  it("judges a reference solution in place, and any run the budget stops in full", () => {
    for (const p of catalog) expect(verdictWithin(p, p.solution, IN_THREAD_STEPS), p.id).not.toBeNull();
    const square = puzzleCatalog().puzzles.get("draw-a-square")!;
    expect(verdictWithin(square, workspace([repeat(1000, repeat(1000, turn.draw))]), IN_THREAD_STEPS)).toBeNull();
    expect(judgeVerdict({ rules: square, program: workspace([repeat(1000, repeat(1000, turn.draw))]) })).toMatchObject({
      outcome: "failed",
      error: { code: "step-limit", message: expect.stringContaining("10,000 steps") },
    });
  });

  it("redraws a long saved drawing line for line", async () => {
    const free = catalog.find((p) => p.game === "draw" && p.drawing.free)!;
    const program = workspace([repeat(10, repeat(199, forward({ shadow: num(100) }), turn.draw))]);
    const parsed = parseProgram(program);
    if (!parsed.ok || free.game !== "draw") throw new Error("no free drawing puzzle");
    const lines = await drawnLines(parsed.program, program, free.drawing.start);
    expect(lines).toHaveLength(1990);
    expect(lines).toEqual(runTurtle(parsed.program, free.drawing.start).segments);
  });
});
