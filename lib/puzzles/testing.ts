// Small builders of Blockly workspace JSON for tests (the shipped programs live in content/puzzles/*.json).
type Block = Record<string, unknown>;

export const move: Block = { type: "sprout_move" };
export const turnLeft: Block = { type: "sprout_turn", fields: { DIR: "left" } };
export const collect: Block = { type: "sprout_collect" };
export const atGoal: Block = { type: "sprout_at_goal" };
export const num = (n: number): Block => ({ type: "sprout_number", fields: { NUM: n } });

/** Joins blocks with `next`, as Blockly saves a stack. */
export function chain(blocks: Block[]): Block | undefined {
  return blocks.reduceRight<Block | undefined>(
    (next, b) => (next ? { ...b, next: { block: next } } : { ...b }),
    undefined,
  );
}

export const repeat = (times: number, ...body: Block[]): Block => ({
  type: "sprout_repeat",
  inputs: { TIMES: { shadow: num(times) }, DO: { block: chain(body) } },
});
export const until = (cond: Block, ...body: Block[]): Block => ({
  type: "sprout_repeat_until",
  inputs: { COND: { block: cond }, DO: { block: chain(body) } },
});
export const call = (name: string): Block => ({ type: "sprout_function_call", fields: { NAME: name } });
export const define = (name: string, ...body: Block[]): Block => ({
  type: "sprout_function_def",
  fields: { NAME: name },
  inputs: { DO: { block: chain(body) } },
});

/** A workspace: the start block with `main` under it, plus any other top-level stacks. */
export function workspace(main: Block[], ...others: Block[]) {
  const start: Block = { type: "sprout_start", id: "start", ...(main.length ? { next: { block: chain(main) } } : {}) };
  return { blocks: { languageVersion: 0, blocks: [start, ...others] } };
}
