// Keyboard building inside the Blockly workspace (issue 23, docs/decisions/247): every place a block can go —
// the end of the program, each loop's and if's "do", an if/else's "else", each question slot — as a list a
// child picks from with a native <select>, and adding a toolbox block to the chosen place. Runs in the lazy
// Blockly chunk (blockly-editor.tsx wires it into the EditorApi).
import * as Blockly from "blockly/core";
import { blockLabel } from "@/lib/puzzles/parse-program";
import { findBlockSpec } from "@/lib/puzzles/block-vocabulary";
import { END, type KeyboardApi, type Place } from "./keyboard-places";

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

/** The program's blocks in reading order (the start block's stack, and what is inside each block). */
function programBlocks(ws: Blockly.Workspace): Blockly.Block[] {
  const out: Blockly.Block[] = [];
  const walk = (b: Blockly.Block | null) => {
    for (let cur = b; cur; cur = cur.getNextBlock()) {
      if (cur.type !== "sprout_start") out.push(cur);
      for (const input of cur.inputList) {
        if (input.type === Blockly.inputs.inputTypes.STATEMENT) walk(input.connection?.targetBlock() ?? null);
      }
    }
  };
  walk(ws.getBlockById("start"));
  return out;
}

function placesOf(ws: Blockly.Workspace): Place[] {
  const places: Place[] = [END];
  programBlocks(ws).forEach((b, i) => {
    const name = `“${labelOf(b)}” (block ${i + 1})`;
    for (const input of b.inputList) {
      const check = input.connection?.getCheck();
      if (input.type === Blockly.inputs.inputTypes.VALUE && check?.includes("Boolean")) {
        places.push({ id: `${b.id}:${input.name}`, label: `Question of ${name}`, kind: "condition" });
      } else if (input.type === Blockly.inputs.inputTypes.STATEMENT) {
        const word = INPUT_WORD[input.name] ?? input.name.toLowerCase();
        places.push({ id: `${b.id}:${input.name}`, label: `Inside ${name}, ${word}`, kind: "statement" });
      }
    }
  });
  return places;
}

function inputAt(ws: Blockly.Workspace, placeId: string): Blockly.Input | null {
  // Blockly's generated ids may themselves hold ":", so the input name is what follows the last one.
  const at = placeId.lastIndexOf(":");
  if (at < 0) return null;
  return ws.getBlockById(placeId.slice(0, at))?.getInput(placeId.slice(at + 1)) ?? null;
}

/** The first empty question of a block, else its first "do": where a child goes on after adding it. */
function firstSlot(block: Blockly.Block): string | null {
  const cond = block.inputList.find(
    (i) => i.type === Blockly.inputs.inputTypes.VALUE && i.connection?.getCheck()?.includes("Boolean"),
  );
  if (cond && !cond.connection?.targetBlock()) return `${block.id}:${cond.name}`;
  const statement = block.inputList.find((i) => i.type === Blockly.inputs.inputTypes.STATEMENT);
  return statement ? `${block.id}:${statement.name}` : null;
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
          // The question is filled: go on to what the loop or if does.
          const parent = input.getSourceBlock();
          return firstSlot(parent) ?? placeId;
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
    onChange: (listener) => {
      const fn = (e: Blockly.Events.Abstract) => {
        if (!e.isUiEvent) listener();
      };
      ws.addChangeListener(fn);
      return () => ws.removeChangeListener(fn);
    },
  };
}
