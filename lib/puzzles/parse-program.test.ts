import { describe, expect, it } from "vitest";
import { findPuzzle } from "./content";
import { parseProgram } from "./parse-program";
import { PROGRAM_LIMITS } from "./schemas";
import { chain, move, num, repeat, workspace } from "./testing";
import { attemptBodySchema, judgeProgram, verifyAttempt } from "./verify";

const rules = findPuzzle("first-steps")!;
const refusal = (program: unknown) => {
  const r = parseProgram(program);
  return r.ok ? null : r.error;
};

describe("hostile programs (issue 14, Bad input)", () => {
  it("refuses an enormous program by bytes and by block count", () => {
    expect(refusal("x".repeat(PROGRAM_LIMITS.maxBytes + 1))).toEqual({
      code: "too-large",
      message: "The program is larger than 32 KB.",
    });
    const many = workspace(Array.from({ length: PROGRAM_LIMITS.maxBlocks + 1 }, () => move));
    expect(JSON.stringify(many).length).toBeLessThan(PROGRAM_LIMITS.maxBytes);
    expect(refusal(many)).toEqual({ code: "too-large", message: "A program has at most 200 blocks." });
  });

  it("refuses blocks nested too deep without exhausting the stack", () => {
    let body = move;
    for (let i = 0; i < 13; i++) body = repeat(2, body);
    expect(refusal(workspace([body]))).toMatchObject({
      code: "too-deep",
      message: "Blocks are nested more than 12 deep. Try a simpler program.",
    });
    const deepJson = `${"[".repeat(5000)}${"]".repeat(5000)}`;
    expect(refusal(deepJson)).toMatchObject({ code: "bad-shape" });
  });

  it("names a block type that does not exist, and one this puzzle does not offer", () => {
    expect(refusal(workspace([{ type: "teleport_to_flag" }]))).toEqual({
      code: "unknown-block",
      message: 'Sprout does not know the block "teleport_to_flag".',
    });
    const result = verifyAttempt(rules, workspace([repeat(3, move)]));
    expect(result.error).toEqual({
      code: "not-allowed",
      message: 'This puzzle does not use the "repeat … times" block.',
    });
    expect(result.solved).toBe(false);
  });

  it("refuses malformed shapes with a message, never an exception", () => {
    for (const bad of [
      null,
      42,
      [],
      "not json",
      "{}",
      { blocks: {} },
      { blocks: { languageVersion: 1, blocks: [] } },
      { blocks: { languageVersion: 0, blocks: [7] } },
    ]) {
      expect(refusal(bad), JSON.stringify(bad)).toMatchObject({ message: expect.any(String) });
    }
    expect(refusal(workspace([{ type: "sprout_turn", fields: { DIR: "backwards" } }]))?.message).toBe(
      'The "turn …" block has a choice Sprout does not know.',
    );
    expect(refusal(workspace([repeat(1.5, move)]))?.message).toBe("Numbers are whole numbers from -1000 to 1000.");
    expect(refusal(workspace([{ type: "sprout_repeat", inputs: { TIMES: { block: move } } }]))?.message).toBe(
      'The "repeat … times" block needs a number there.',
    );
    expect(refusal(workspace([{ type: "sprout_repeat_until", inputs: {} }]))?.message).toBe(
      'The "repeat until …" block needs a question in its slot.',
    );
    const proto = `{"blocks":{"languageVersion":0,"blocks":[{"type":"sprout_start","fields":{"__proto__":{"x":1}}}]}}`;
    expect(refusal(proto)).toEqual({ code: "bad-shape", message: "The program is not a Blockly workspace." });
    expect(refusal(workspace([{ type: "sprout_move", inputs: { DO: { block: move } } }]))?.message).toBe(
      'The "move forward" block has no part called "DO".',
    );
    expect(refusal(workspace([num(3)]))?.message).toBe('The "…" block cannot go there.');
  });

  it("refuses NUL and lone surrogates anywhere in the program", () => {
    expect(refusal(workspace([{ ...move, id: "a\u0000b" }]))).toEqual({
      code: "bad-text",
      message: "The program holds NUL or broken characters.",
    });
    expect(refusal(workspace([{ ...move, id: "\uD800x" }]))?.code).toBe("bad-text");
    expect(refusal(workspace([{ ...move, id: "🌱" }]))).toBeNull();
  });

  it("needs exactly one start block", () => {
    expect(refusal({ blocks: { languageVersion: 0, blocks: [chain([move, move, move])] } })).toEqual({
      code: "no-start",
      message: 'Put your blocks under one "when ▶ run" block.',
    });
    const two = workspace([move]);
    two.blocks.blocks.push({ type: "sprout_start" });
    expect(refusal(two)?.code).toBe("no-start");
  });

  it("does not count a forged result: only the program is judged", () => {
    const forged = { ...workspace([]), solved: true, outcome: "perfect", steps: [{ event: "goal" }], blockCount: 1 };
    expect(verifyAttempt(rules, forged)).toMatchObject({ solved: false, outcome: "failed", blockCount: 0 });
    expect(verifyAttempt(rules, { solved: true })).toMatchObject({
      solved: false,
      outcome: "failed",
      error: { code: "bad-shape" },
    });
  });

  it("neither runs nor counts loose blocks and greyed-out blocks", () => {
    const program = workspace([move, move, { ...move, enabled: false }, move], chain([move, move])!);
    expect(verifyAttempt(rules, program)).toMatchObject({ solved: true, outcome: "perfect", blockCount: 3 });
  });

  it("accepts the JSON text as Blockly saves it, and variables by id or by name", () => {
    expect(verifyAttempt(rules, JSON.stringify(workspace([move, move, move]))).outcome).toBe("perfect");
    const byName = workspace([
      { type: "sprout_set_var", fields: { VAR: { name: "steps" } }, inputs: { VALUE: { shadow: num(3) } } },
    ]);
    expect(refusal(byName)).toBeNull();
    const unknownId = workspace([{ type: "sprout_get_var", fields: { VAR: { id: "nope" } } }]);
    expect(refusal(unknownId)?.message).toBe('The "…" block uses a variable that does not exist.');
  });

  it("gives the attempt route a zod schema whose refusal carries the same message", () => {
    const refused = attemptBodySchema.safeParse({ program: workspace([{ type: "rm_rf" }]), solved: true });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({
      path: ["program"],
      message: 'Sprout does not know the block "rm_rf".',
    });
    const body = attemptBodySchema.parse({ program: workspace([move, move, move]) });
    expect(judgeProgram(rules, body.program)).toMatchObject({ solved: true, outcome: "perfect" });
  });
});
