"use client";

// The Blockly workspace of a puzzle (issue 14, docs/decisions/090, 094). Loaded only by the puzzle page through
// dynamic(..., { ssr: false }); media from /blockly-media/ so no third party is asked.
import { useEffect, useLayoutEffect, useRef } from "react";
import * as Blockly from "blockly/core";
import * as En from "blockly/msg/en";
import { KeyboardNavigation } from "@blockly/keyboard-navigation";
import { blocklyBlockDefinitions, startingWorkspace } from "@/lib/puzzles/blocks";
import { keyboardApi } from "./keyboard-blocks";
import { END, type KeyboardApi } from "./keyboard-places";

export type EditorApi = KeyboardApi & {
  program: () => unknown;
  highlight: (blockId: string | null) => void;
  /** Keyboard path: adds a toolbox block at the end of the program under "when run". */
  append: (type: string, fields?: Record<string, string>) => void;
  removeLast: () => void;
  blockCount: () => number;
  /** "Show me the first block" (issue 23): the block goes right under "when run", the rest hangs below it. */
  placeFirst: (state: Record<string, unknown>) => void;
};

let defined = false;
function defineOnce() {
  if (defined) return;
  Blockly.setLocale(En as unknown as Record<string, string>);
  Blockly.defineBlocksWithJsonArray(blocklyBlockDefinitions());
  // Blockly's keyboard navigation (docs/decisions/247): arrow keys, T for the toolbox, Enter to place, M to move.
  // Not registerNavigationDeferringToolbox(): in 3.0.5 it calls itself forever (stack overflow), and Sprout's
  // toolbox is a flyout (no category Toolbox class to replace).
  KeyboardNavigation.registerKeyboardNavigationStyles();
  defined = true;
}

type ToolboxItem = { kind: string; type: string; inputs?: Record<string, unknown> };

export default function BlocklyEditor({
  toolbox,
  label,
  onReady,
  initialProgram,
  readOnly = false,
}: {
  toolbox: { kind: string; contents: ToolboxItem[] };
  label: string;
  onReady: (api: EditorApi) => void;
  /** A kept program to open with instead of the bare start block: the child's draft (issue 23) or their saved
   * free drawing (issue 27). */
  initialProgram?: unknown;
  /** A child's program shown to a teacher or parent (issue 39): no toolbox, no trashcan, nothing moves or changes. */
  readOnly?: boolean;
}) {
  const host = useRef<HTMLDivElement>(null);
  // The workspace is made once per puzzle (the page remounts this component for another puzzle); the latest
  // props are read through a ref, so a parent's re-render never rebuilds the workspace.
  const props = useRef({ toolbox, onReady, initialProgram, readOnly });
  useLayoutEffect(() => {
    props.current = { toolbox, onReady, initialProgram, readOnly };
  });
  useEffect(() => {
    if (!host.current) return;
    const { toolbox, onReady, initialProgram, readOnly } = props.current;
    defineOnce();
    const ws = Blockly.inject(host.current, {
      ...(readOnly
        ? { readOnly: true }
        : { toolbox: toolbox as Blockly.utils.toolbox.ToolboxDefinition, trashcan: true }),
      media: "/blockly-media/",
      sounds: false,
      zoom: { controls: true, startScale: 1.1 },
      move: { scrollbars: true, drag: true, wheel: false },
    });
    try {
      Blockly.serialization.workspaces.load((initialProgram ?? startingWorkspace()) as Record<string, unknown>, ws);
      if (!ws.getBlockById("start")) throw new Error("no start block");
    } catch {
      ws.clear();
      Blockly.serialization.workspaces.load(startingWorkspace(), ws);
    }
    const nav = readOnly ? null : new KeyboardNavigation(ws);
    const keys = keyboardApi(ws, () => props.current.toolbox.contents);
    onReady({
      ...keys,
      program: () => Blockly.serialization.workspaces.save(ws),
      highlight: (id) => ws.highlightBlock(id),
      append: (type, fields) => void keys.addAt(END.id, type, fields),
      removeLast: () => keys.removeAt(END.id),
      placeFirst: (state) => {
        const start = ws.getBlockById("start");
        const block = Blockly.serialization.blocks.append(state as unknown as Blockly.serialization.blocks.State, ws);
        if (start?.nextConnection && block.previousConnection) start.nextConnection.connect(block.previousConnection);
      },
      blockCount: () => ws.getAllBlocks(false).filter((b) => !b.isShadow() && b.type !== "sprout_start").length,
    });
    return () => {
      nav?.dispose();
      ws.dispose();
    };
  }, []);
  return (
    <div
      ref={host}
      role="application"
      aria-label={label}
      className="a11y-own-colours h-[28rem] w-full rounded-xl border-2"
    />
  );
}
