"use client";

// A child's stored program in the same Blockly blocks they used, read-only (issue 39): the puzzle page's editor
// with `readOnly` (no toolbox, nothing moves). Loaded only in the browser, like the puzzle page's.
import dynamic from "next/dynamic";
import type { EditorApi } from "@/components/activity/blockly-editor";

const Loading = () => (
  <p className="h-[28rem] w-full rounded-xl border-2 p-4" role="status">
    Loading the blocks…
  </p>
);
const BlocklyEditor = dynamic(() => import("@/components/activity/blockly-editor"), { ssr: false, loading: Loading });

/**
 * The Blockly JSON of a stored run: attempts keep the program as its JSON text (lib/activity/attempts.ts
 * storedProgram, docs/decisions/162), an older row the value itself; either may come over the wire.
 */
export function programOf(stored: unknown): unknown {
  if (typeof stored !== "string") return stored;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return null;
  }
}

const NO_TOOLBOX = { kind: "flyoutToolbox", contents: [] };

/** `onReady` hands over the workspace (the replay highlights the block that runs). Remount it for another program. */
export function WorkProgram({
  program,
  label,
  onReady,
}: {
  program: unknown;
  label: string;
  onReady: (api: EditorApi) => void;
}) {
  return (
    <div data-testid="work-program">
      <BlocklyEditor readOnly toolbox={NO_TOOLBOX} label={label} onReady={onReady} initialProgram={program} />
    </div>
  );
}
