"use client";

// What the puzzle asks beyond reaching the flag (issue 38): the idea it teaches ("This puzzle is about: a loop")
// and the block target ("Use at most 6 blocks", lib/puzzles/goal-words.ts) beside a live count of the child's
// blocks.
import { useEffect, useState } from "react";
import { blockGoal, ideaLine, isBlockLimit } from "@/lib/puzzles/goal-words";
import type { Idea } from "@/lib/puzzles/ideas";
import type { EditorApi } from "./blockly-editor";

export function PuzzleGoal({
  idealBlocks,
  ideas,
  editor,
}: {
  idealBlocks: number;
  ideas?: readonly Idea[];
  editor: EditorApi | null;
}) {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!editor) return;
    const update = () => setCount(editor.blockCount());
    update();
    return editor.onChange(update);
  }, [editor]);
  const about = ideaLine(ideas);
  const over = count !== null && count > idealBlocks && isBlockLimit(ideas);
  return (
    <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-base text-slate-700" data-testid="puzzle-goal">
      {about && (
        <span className="font-semibold text-slate-900" data-testid="puzzle-idea">
          {about}
        </span>
      )}
      <span data-testid="block-goal">{blockGoal(idealBlocks, ideas)}</span>
      {count !== null && (
        <span data-testid="block-count" className={over ? "font-semibold text-red-800" : undefined}>
          Your blocks: {count}
          {over ? ` (more than ${idealBlocks})` : ""}
        </span>
      )}
    </p>
  );
}
