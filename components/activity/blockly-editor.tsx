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

/** How the accessibility settings change the blocks (issue 40): the legible font, and a bigger zoom for bigger text. */
export type EditorLook = { legible: boolean; textScale: number };

const BASE_SCALE = 1.1;
/** The toolbar's legible font (components/a11y/accessibility.css), given to Blockly so it measures the words in the
 * font it draws them in: the stylesheet's font on Blockly's text clipped "move forward" to "move forwa". */
const LEGIBLE_FAMILY = 'Verdana, Tahoma, "DejaVu Sans", Arial, sans-serif';
let legibleTheme: Blockly.Theme | null = null;
function themeFor(look: EditorLook): Blockly.Theme {
  if (!look.legible) return Blockly.Themes.Classic;
  legibleTheme ??= Blockly.Theme.defineTheme("sprout-legible", {
    name: "sprout-legible",
    base: Blockly.Themes.Classic,
    fontStyle: { family: LEGIBLE_FAMILY, weight: "normal", size: 11 },
  });
  return legibleTheme;
}

export default function BlocklyEditor({
  toolbox,
  label,
  onReady,
  initialProgram,
  readOnly = false,
  look = { legible: false, textScale: 1 },
}: {
  toolbox: { kind: string; contents: ToolboxItem[] };
  label: string;
  onReady: (api: EditorApi) => void;
  /** A kept program to open with instead of the bare start block: the child's draft (issue 23) or their saved
   * free drawing (issue 27). */
  initialProgram?: unknown;
  /** A child's program shown to a teacher or parent (issue 39): no toolbox, no trashcan, nothing moves or changes. */
  readOnly?: boolean;
  look?: EditorLook;
}) {
  const host = useRef<HTMLDivElement>(null);
  // The workspace is made once per puzzle (the page remounts this component for another puzzle); the latest
  // props are read through a ref, so a parent's re-render never rebuilds the workspace.
  const props = useRef({ toolbox, onReady, initialProgram, readOnly, look });
  useLayoutEffect(() => {
    props.current = { toolbox, onReady, initialProgram, readOnly, look };
  });
  const workspace = useRef<Blockly.WorkspaceSvg | null>(null);
  useEffect(() => {
    if (!host.current) return;
    const { toolbox, onReady, initialProgram, readOnly, look } = props.current;
    defineOnce();
    const ws = Blockly.inject(host.current, {
      ...(readOnly
        ? { readOnly: true }
        : { toolbox: toolbox as Blockly.utils.toolbox.ToolboxDefinition, trashcan: true }),
      media: "/blockly-media/",
      sounds: false,
      theme: themeFor(look),
      zoom: { controls: true, startScale: BASE_SCALE * look.textScale },
      move: { scrollbars: true, drag: true, wheel: false },
    });
    try {
      Blockly.serialization.workspaces.load((initialProgram ?? startingWorkspace()) as Record<string, unknown>, ws);
      if (!ws.getBlockById("start")) throw new Error("no start block");
    } catch {
      ws.clear();
      Blockly.serialization.workspaces.load(startingWorkspace(), ws);
    }
    workspace.current = ws;
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
      workspace.current = null;
      nav?.dispose();
      ws.dispose();
    };
  }, []);
  // A setting changed while the blocks are open: the new font (Blockly measures and draws again) and zoom.
  const { legible, textScale } = look;
  useEffect(() => {
    const ws = workspace.current;
    if (!ws) return;
    if (ws.getTheme() !== themeFor({ legible, textScale })) {
      ws.setTheme(themeFor({ legible, textScale }));
      // setTheme repaints but keeps each word's old measure: every field measures itself again in the new font.
      for (const w of [ws, ws.getFlyout()?.getWorkspace()])
        for (const block of w?.getAllBlocks(false) ?? [])
          for (const input of block.inputList) for (const field of input.fieldRow) field.forceRerender();
    }
    // Only a real change: setScale re-centres the view, which on a phone slid "when ▶ run" under the toolbox.
    if (ws.scale !== BASE_SCALE * textScale) ws.setScale(BASE_SCALE * textScale);
  }, [legible, textScale]);
  return (
    <div
      ref={host}
      role="application"
      aria-label={label}
      className="a11y-own-colours a11y-own-type h-[28rem] w-full rounded-xl border-2"
    />
  );
}
