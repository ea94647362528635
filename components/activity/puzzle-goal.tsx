"use client";

// What the puzzle asks beyond reaching the flag (issue 38): the idea it teaches ("This puzzle is about: a loop")
// and the block target beside a live count of the child's blocks. Where the idea is a loop or a function, a
// straight path cannot meet the target, so it is said as a limit: "Use at most 6 blocks".
import { useEffect, useState } from "react";
import { IDEA_NAME, type Idea } from "@/lib/puzzles/ideas";
import type { EditorApi } from "./blockly-editor";

const LIMIT_IDEAS: readonly Idea[] = ["loop", "function"];
const blocks = (n: number) => `${n} ${n === 1 ? "block" : "blocks"}`;

const isLimit = (ideas: readonly Idea[]) => ideas.some((i) => LIMIT_IDEAS.includes(i));

/** The block target in words, the same on the page and read aloud. */
export function blockGoal(idealBlocks: number, ideas: readonly Idea[] = []): string {
  return isLimit(ideas) ? `Use at most ${blocks(idealBlocks)}.` : `Try to use ${blocks(idealBlocks)} or fewer.`;
}

/** "This puzzle is about: a loop." — or nothing for a puzzle that names no idea. */
export function ideaLine(ideas: readonly Idea[] = []): string {
  return ideas.length ? `This puzzle is about: ${ideas.map((i) => IDEA_NAME[i]).join(" and ")}.` : "";
}

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
  const over = count !== null && count > idealBlocks && isLimit(ideas ?? []);
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
