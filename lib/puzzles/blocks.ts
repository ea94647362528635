// What the puzzle page's Blockly component needs, derived from the vocabulary (block-vocabulary.ts): the JSON
// block definitions, a puzzle's toolbox and the workspace a puzzle opens with (issue 14, docs/decisions/090).
import type { Arg } from "./block-spec";
import { argsOf, BLOCKS, findBlockSpec } from "./block-vocabulary";

function argToBlockly(arg: Arg): Record<string, unknown> {
  switch (arg.kind) {
    case "dropdown":
      return { type: "field_dropdown", name: arg.name, options: arg.options.map(([label, value]) => [label, value]) };
    case "number":
      return { type: "field_number", name: arg.name, value: arg.value, min: arg.min, max: arg.max, precision: 1 };
    case "variable":
      return { type: "field_variable", name: arg.name, variable: arg.value };
    case "value":
      return { type: "input_value", name: arg.name, check: arg.check };
    case "statement":
      return { type: "input_statement", name: arg.name };
  }
}

/** Definitions for `Blockly.defineBlocksWithJsonArray(blocklyBlockDefinitions())`. */
export function blocklyBlockDefinitions(): Record<string, unknown>[] {
  return BLOCKS.map((spec) => {
    const def: Record<string, unknown> = { type: spec.type, colour: spec.colour, tooltip: spec.tooltip };
    spec.lines.forEach((line, i) => {
      def[`message${i}`] = i === 0 && spec.icon ? `${spec.icon} ${line.text}` : line.text;
      def[`args${i}`] = line.args.map(argToBlockly);
    });
    if (spec.shape === "statement") Object.assign(def, { previousStatement: null, nextStatement: null });
    if (spec.shape === "hat") Object.assign(def, { nextStatement: null, deletable: false });
    if (spec.shape === "number") def.output = "Number";
    if (spec.shape === "boolean") def.output = "Boolean";
    if (spec.shape === "number" || spec.shape === "boolean") def.inputsInline = true;
    return def;
  });
}

/** A flyout toolbox of the puzzle's blocks, number slots pre-filled with a shadow number a child can edit. */
export function toolboxFor(types: readonly string[]) {
  const contents = types
    .filter((t) => t !== "sprout_start" && findBlockSpec(t) !== undefined)
    .map((type) => {
      const shadows = argsOf(findBlockSpec(type)!).flatMap((a) =>
        a.kind === "value" && a.shadowNumber !== undefined
          ? [[a.name, { shadow: { type: "sprout_number", fields: { NUM: a.shadowNumber } } }] as const]
          : [],
      );
      return shadows.length ? { kind: "block", type, inputs: Object.fromEntries(shadows) } : { kind: "block", type };
    });
  return { kind: "flyoutToolbox", contents };
}

/** The workspace a puzzle opens with: the undeletable start block. */
export function startingWorkspace() {
  return {
    blocks: { languageVersion: 0, blocks: [{ type: "sprout_start", id: "start", x: 20, y: 20, deletable: false }] },
  };
}
