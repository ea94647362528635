// Keyboard building inside the Blockly workspace (issue 23, docs/decisions/247): every place a block can go —
// the end of the program, each loop's and if's "do", an if/else's "else", each question slot (also inside a
// question: "not …", "… and …") — as a list a child picks from with a native <select>, adding a toolbox block to
// the chosen place, and every number of the program as a field (issue 40). Runs in the lazy
// Blockly chunk (blockly-editor.tsx wires it into the EditorApi).
import * as Blockly from "blockly/core";
import { blockLabel } from "@/lib/puzzles/parse-program";
import { findBlockSpec } from "@/lib/puzzles/block-vocabulary";
import { END, type KeyboardApi, type NumberSlot, type Place } from "./keyboard-places";

type ToolboxItem = { kind: string; type: string; inputs?: Record<string, unknown> };

const INPUT_WORD: Record<string, string> = { DO: "do", ELSE: "else" };

/** "repeat 3 times", "repeat until", "if", "if … else": the block's first line with its number filled in. */
function labelOf(block: Blockly.Block): string {
  const spec = findBlockSpec(block.type);
  if (!spec) return block.type;
  const first = spec.lines[0];
  const text = first.text.replace(/%(\d)/g, (_, n: string) => {
    const arg = first.args[Number(n) - 1];
    if (arg?.kind === "value" && arg.check === "Number")
      return String(block.getInput(arg.name)?.connection?.targetBlock()?.getFieldValue("NUM") ?? "…");
    if (arg?.kind === "dropdown") return String(block.getFieldValue(arg.name) ?? "");
    return "";
  });
  const label = text.replace(/\s+/g, " ").trim() || blockLabel(spec);
  return block.getInput("ELSE") ? `${label} … else` : label;
}

function lastInStack(first: Blockly.Block | null): Blockly.Block | null {
  let b = first;
  while (b?.getNextBlock()) b = b.getNextBlock();
  return b;
}

const isQuestion = (i: Blockly.Input) =>
  i.type === Blockly.inputs.inputTypes.VALUE && !!i.connection?.getCheck()?.includes("Boolean");
const isNumberSlot = (i: Blockly.Input) =>
  i.type === Blockly.inputs.inputTypes.VALUE && i.connection?.targetBlock()?.type === "sprout_number";

/**
 * A block of the program and its names: `name` as the list shows it ("“repeat 3 times” (block 1)", a question
 * inside another by where it sits: "“not” in “repeat until” (block 2)") and `steady`, without the numbers in it,
 * for the number fields' labels (a label that changed at each key press would be read again and again).
 */
type Named = { block: Blockly.Block; name: string; steady: string };

/** The program's blocks in reading order: the start block's stack, each block's questions, then what is inside. */
function programBlocks(ws: Blockly.Workspace): Named[] {
  const out: Named[] = [];
  let count = 0;
  const walkInputs = (b: Blockly.Block, where: Named) => {
    for (const input of b.inputList) {
      const target = input.connection?.targetBlock() ?? null;
      if (!target) continue;
      if (input.type === Blockly.inputs.inputTypes.STATEMENT) walkStack(target);
      else if (input.type === Blockly.inputs.inputTypes.VALUE && target.type !== "sprout_number") {
        const inner = {
          block: target,
          name: `“${labelOf(target)}” in ${where.name}`,
          steady: `“${steadyLabel(target)}” in ${where.steady}`,
        };
        out.push(inner);
        walkInputs(target, inner);
      }
    }
  };
  const walkStack = (b: Blockly.Block | null) => {
    for (let cur = b; cur; cur = cur.getNextBlock()) {
      if (cur.type === "sprout_start") {
        walkInputs(cur, { block: cur, name: "“when run”", steady: "“when run”" });
        continue;
      }
      count++;
      const named = {
        block: cur,
        name: `“${labelOf(cur)}” (block ${count})`,
        steady: `“${steadyLabel(cur)}” (block ${count})`,
      };
      out.push(named);
      walkInputs(cur, named);
    }
  };
  walkStack(ws.getBlockById("start"));
  return out;
}

function steadyLabel(block: Blockly.Block): string {
  const spec = findBlockSpec(block.type);
  return spec ? blockLabel(spec) : block.type;
}

/** "Question of …", or "Question 1 of …" and "Question 2 of …" on a block that asks two ("… and …"). */
function ordinal(word: string, index: number, count: number) {
  return count > 1 ? `${word} ${index + 1}` : word;
}

function placesOf(ws: Blockly.Workspace): Place[] {
  const places: Place[] = [END];
  for (const { block: b, name } of programBlocks(ws)) {
    const questions = b.inputList.filter(isQuestion);
    for (const input of b.inputList) {
      if (isQuestion(input)) {
        const word = ordinal("Question", questions.indexOf(input), questions.length);
        places.push({ id: `${b.id}:${input.name}`, label: `${word} of ${name}`, kind: "condition" });
      } else if (input.type === Blockly.inputs.inputTypes.STATEMENT) {
        const word = INPUT_WORD[input.name] ?? input.name.toLowerCase();
        places.push({ id: `${b.id}:${input.name}`, label: `Inside ${name}, ${word}`, kind: "statement" });
      }
    }
  }
  return places;
}

const NUMBER_RANGE = (() => {
  const arg = findBlockSpec("sprout_number")?.lines[0].args[0];
  return arg?.kind === "number" ? { min: arg.min, max: arg.max } : { min: -1000, max: 1000 };
})();

function numbersOf(ws: Blockly.Workspace): NumberSlot[] {
  return programBlocks(ws).flatMap(({ block, steady }) => {
    const slots = block.inputList.filter(isNumberSlot);
    return slots.map((input, i) => {
      const n = input.connection!.targetBlock()!;
      const label = `${ordinal("Number", i, slots.length)} in ${steady}`;
      return { id: n.id, label, value: Number(n.getFieldValue("NUM")), ...NUMBER_RANGE };
    });
  });
}

function inputAt(ws: Blockly.Workspace, placeId: string): Blockly.Input | null {
  // Blockly's generated ids may themselves hold ":", so the input name is what follows the last one.
  const at = placeId.lastIndexOf(":");
  if (at < 0) return null;
  return ws.getBlockById(placeId.slice(0, at))?.getInput(placeId.slice(at + 1)) ?? null;
}

/** The first empty question of a block, else its first "do": where a child goes on after adding it. */
function firstSlot(block: Blockly.Block): string | null {
  const cond = block.inputList.find(isQuestion);
  if (cond && !cond.connection?.targetBlock()) return `${block.id}:${cond.name}`;
  const statement = block.inputList.find((i) => i.type === Blockly.inputs.inputTypes.STATEMENT);
  return statement ? `${block.id}:${statement.name}` : null;
}

/**
 * Where to go once a question is in place: its own empty slot ("not …" asks for the question it turns round),
 * else the next empty question of the blocks around it ("… and …"), else what the loop or if does.
 */
function afterQuestion(question: Blockly.Block): string | null {
  const empty = (b: Blockly.Block) => b.inputList.find((i) => isQuestion(i) && !i.connection?.targetBlock());
  for (let b: Blockly.Block | null = question; b; b = b.getParent()) {
    if (!b.outputConnection) return firstSlot(b);
    const slot = empty(b);
    if (slot) return `${b.id}:${slot.name}`;
  }
  return null;
}

export function keyboardApi(ws: Blockly.WorkspaceSvg, toolbox: () => ToolboxItem[]): KeyboardApi {
  return {
    places: () => placesOf(ws),
    addAt: (placeId, type, fields) => {
      const item = toolbox().find((c) => c.type === type);
      if (!item) return placeId;
      const { kind: _kind, ...state } = item;
      void _kind;
      const input = placeId === END.id ? null : inputAt(ws, placeId);
      if (placeId !== END.id && !input) return END.id;
      Blockly.Events.setGroup(true);
      try {
        const block = Blockly.serialization.blocks.append(
          { ...state, ...(fields ? { fields } : {}) } as Blockly.serialization.blocks.State,
          ws,
        );
        if (block.outputConnection) {
          if (!input?.connection || input.type !== Blockly.inputs.inputTypes.VALUE) {
            block.dispose(false);
            return placeId;
          }
          input.connection.targetBlock()?.dispose(false);
          input.connection.connect(block.outputConnection);
          return afterQuestion(block) ?? placeId;
        }
        if (!block.previousConnection) return placeId;
        const last = input
          ? lastInStack(input.connection?.targetBlock() ?? null)
          : lastInStack(ws.getBlockById("start"));
        if (last?.nextConnection) last.nextConnection.connect(block.previousConnection);
        else input?.connection?.connect(block.previousConnection);
        return firstSlot(block) ?? placeId;
      } finally {
        Blockly.Events.setGroup(false);
      }
    },
    removeAt: (placeId) => {
      if (placeId === END.id) {
        const last = lastInStack(ws.getBlockById("start"));
        if (last && last.id !== "start") last.dispose(true);
        return;
      }
      const input = inputAt(ws, placeId);
      const target = input?.connection?.targetBlock() ?? null;
      const last = input?.type === Blockly.inputs.inputTypes.VALUE ? target : lastInStack(target);
      if (last && !last.isShadow()) last.dispose(true);
    },
    numbers: () => numbersOf(ws),
    setNumber: (id, value) => {
      const block = ws.getBlockById(id);
      if (block?.type !== "sprout_number" || !Number.isFinite(value)) return null;
      block.setFieldValue(Math.min(NUMBER_RANGE.max, Math.max(NUMBER_RANGE.min, value)), "NUM");
      return Number(block.getFieldValue("NUM"));
    },
    onChange: (listener) => {
      const fn = (e: Blockly.Events.Abstract) => {
        if (!e.isUiEvent) listener();
      };
      ws.addChangeListener(fn);
      return () => ws.removeChangeListener(fn);
    },
  };
}
