"use client";

// The Blockly workspace of a puzzle (issue 14, docs/decisions/090, 094). Loaded only by the puzzle page through
// dynamic(..., { ssr: false }); media from /blockly-media/ so no third party is asked.
import { useEffect, useLayoutEffect, useRef } from "react";
import * as Blockly from "blockly/core";
import * as En from "blockly/msg/en";
import { blocklyBlockDefinitions, startingWorkspace } from "@/lib/puzzles/blocks";

export type EditorApi = {
  program: () => unknown;
  highlight: (blockId: string | null) => void;
  /** Keyboard path: adds a toolbox block at the end of the program under "when run". */
  append: (type: string, fields?: Record<string, string>) => void;
  removeLast: () => void;
  blockCount: () => number;
};

let defined = false;
function defineOnce() {
  if (defined) return;
  Blockly.setLocale(En as unknown as Record<string, string>);
  Blockly.defineBlocksWithJsonArray(blocklyBlockDefinitions());
  defined = true;
}

type ToolboxItem = { kind: string; type: string; inputs?: Record<string, unknown> };

function lastOfStack(ws: Blockly.WorkspaceSvg): Blockly.BlockSvg | null {
  let b = ws.getBlockById("start") as Blockly.BlockSvg | null;
  while (b?.getNextBlock()) b = b.getNextBlock() as Blockly.BlockSvg;
  return b;
}

export default function BlocklyEditor({
  toolbox,
  label,
  onReady,
  initial,
}: {
  toolbox: { kind: string; contents: ToolboxItem[] };
  /** A program to open with instead of the start block alone (a child's saved drawing). */
  initial?: unknown;
  label: string;
  onReady: (api: EditorApi) => void;
}) {
  const host = useRef<HTMLDivElement>(null);
  // The workspace is made once per puzzle (the page remounts this component for another puzzle); the latest
  // props are read through a ref, so a parent's re-render never rebuilds the workspace.
  const props = useRef({ toolbox, onReady, initial });
  useLayoutEffect(() => {
    props.current = { toolbox, onReady, initial };
  });
  useEffect(() => {
    if (!host.current) return;
    const { toolbox, onReady, initial } = props.current;
    defineOnce();
    const ws = Blockly.inject(host.current, {
      toolbox: toolbox as Blockly.utils.toolbox.ToolboxDefinition,
      media: "/blockly-media/",
      trashcan: true,
      sounds: false,
      zoom: { controls: true, startScale: 1.1 },
      move: { scrollbars: true, drag: true, wheel: false },
    });
    try {
      Blockly.serialization.workspaces.load((initial ?? startingWorkspace()) as Record<string, unknown>, ws);
    } catch {
      ws.clear();
      Blockly.serialization.workspaces.load(startingWorkspace(), ws);
    }
    onReady({
      program: () => Blockly.serialization.workspaces.save(ws),
      highlight: (id) => ws.highlightBlock(id),
      append: (type, fields) => {
        const item = props.current.toolbox.contents.find((c) => c.type === type);
        if (!item) return;
        const { kind: _kind, ...state } = item;
        void _kind;
        const last = lastOfStack(ws);
        const block = Blockly.serialization.blocks.append(
          { ...state, ...(fields ? { fields } : {}) } as Blockly.serialization.blocks.State,
          ws,
        );
        if (last?.nextConnection && block.previousConnection) last.nextConnection.connect(block.previousConnection);
      },
      removeLast: () => {
        const last = lastOfStack(ws);
        if (last && last.id !== "start") last.dispose(true);
      },
      blockCount: () => ws.getAllBlocks(false).filter((b) => !b.isShadow() && b.type !== "sprout_start").length,
    });
    return () => ws.dispose();
  }, []);
  return <div ref={host} role="application" aria-label={label} className="h-[28rem] w-full rounded-xl border-2" />;
}
