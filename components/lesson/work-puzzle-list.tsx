"use client";

// The puzzles a child tried, the last tried first (issue 39): title, solved or not, number of runs. Each is a link
// (`?puzzle=`) so the server hands the page that puzzle's world for the replay.
import Link from "next/link";
import { cn } from "@/components/ui/cn";
import type { WorkPuzzle } from "@/lib/lesson/wire";
import { runsWords } from "./work-words";

export function WorkPuzzleList({
  work,
  selected,
  hrefOf,
}: {
  work: readonly WorkPuzzle[];
  selected: string | null;
  hrefOf: (puzzleId: string) => string;
}) {
  return (
    <nav aria-label="Puzzles tried">
      <ul className="space-y-1" data-testid="work-puzzles">
        {work.map((p) => {
          const current = p.puzzleId === selected;
          return (
            <li key={p.puzzleId}>
              <Link
                href={hrefOf(p.puzzleId)}
                replace
                scroll={false}
                aria-current={current ? "page" : undefined}
                className={cn(
                  "block rounded-lg border px-3 py-2 hover:bg-sprout-50",
                  current ? "border-sprout-700 bg-sprout-50 font-semibold" : "border-slate-300 bg-white",
                )}
              >
                <span className="block">{p.puzzleTitle}</span>
                <span className="block text-sm font-normal text-slate-700">
                  {p.solved ? "Solved" : "Not solved yet"} · {runsWords(p.attempts.length)}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
