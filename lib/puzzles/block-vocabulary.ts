// The block vocabulary of the puzzle world as data (issue 14, docs/decisions/090). Blockly's JSON block
// definitions (blocks.ts) and the interpreter's parser (parse-program.ts) both derive from BLOCKS, so a block the
// editor offers is a block the server understands, and nothing else is.
import type { Arg, BlockSpec } from "./block-spec";
import { DATA_BLOCKS } from "./data-blocks";
import { DRAWING_BLOCKS } from "./drawing-blocks";
import { STEP_BLOCKS } from "./step-blocks";

export const BLOCKS: readonly BlockSpec[] = [...STEP_BLOCKS, ...DATA_BLOCKS, ...DRAWING_BLOCKS];

export const BLOCK_TYPES: readonly string[] = BLOCKS.map((b) => b.type);
const byType = new Map(BLOCKS.map((b) => [b.type, b]));

export function findBlockSpec(type: string): BlockSpec | undefined {
  return byType.get(type);
}

/** The block's args by name (fields and inputs alike). */
export function argsOf(spec: BlockSpec): Arg[] {
  return spec.lines.flatMap((l) => l.args);
}
