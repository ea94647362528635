"use client";

// The runs of one puzzle, newest first (issue 39): time, outcome in words, blocks used; choosing one shows its
// program. A radio group: one run is shown at a time.
import type { WorkAttempt } from "@/lib/lesson/wire";
import { cn } from "@/components/ui/cn";
import { blocksWords, outcomeWords, whenWords } from "./work-words";

export function WorkAttempts({
  attempts,
  selected,
  onSelect,
}: {
  attempts: readonly WorkAttempt[];
  selected: string;
  onSelect: (attemptId: string) => void;
}) {
  return (
    <fieldset>
      <legend className="font-semibold">Runs, newest first</legend>
      <ul className="mt-1 max-h-64 space-y-1 overflow-y-auto" data-testid="work-attempts">
        {attempts.map((a, i) => (
          <li key={a.id}>
            <label
              className={cn(
                "flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm",
                a.id === selected ? "border-sprout-700 bg-sprout-50" : "border-slate-300 bg-white",
              )}
            >
              <input
                type="radio"
                name="work-attempt"
                value={a.id}
                checked={a.id === selected}
                onChange={() => onSelect(a.id)}
              />
              <span>
                Run {attempts.length - i} · {whenWords(a.createdAt)} · {outcomeWords(a.outcome)} ·{" "}
                {blocksWords(a.blockCount)}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
