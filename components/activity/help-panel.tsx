"use client";

// Help that answers the program (issue 23, docs/decisions/215): after each run, what happened in a child's
// words (lib/puzzles/help.ts), then on repeated misses the puzzle's hint and "Show me the first block". A puzzle
// of several worlds (issue 38): the sentence is about the first world that failed, and the panel names it.
import { useCallback, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { diagnose, FIRST_HELP, type HelpState, type HelpView, nextHelp } from "@/lib/puzzles/help";
import type { AttemptResult, PuzzleRules } from "@/lib/puzzles/verify";

/** The panel's view: the help, and the world it speaks about (1-based) when a puzzle's world failed. */
export type WorldHelpView = HelpView & { world?: number };

/** The help of one puzzle: `record` after each run, `view` to show. */
export function useProgramHelp(rules: PuzzleRules, hint: string) {
  const state = useRef<HelpState>(FIRST_HELP);
  const [view, setView] = useState<WorldHelpView | null>(null);
  const record = useCallback(
    (program: unknown, result: AttemptResult) => {
      const next = nextHelp(state.current, diagnose(rules, program, result), hint);
      state.current = next.state;
      setView({ ...next.view, world: result.solved ? undefined : result.failedWorld });
    },
    [rules, hint],
  );
  return useMemo(() => ({ view, record }), [view, record]);
}

/** "World 2: " before the sentence, unless the sentence names its world itself. */
function worldPrefix(view: WorldHelpView | null): string {
  if (!view?.world || !view.message || /^World \d/.test(view.message)) return "";
  return `World ${view.world}: `;
}

export function HelpPanel({ view, onShowFirstBlock }: { view: WorldHelpView | null; onShowFirstBlock?: () => void }) {
  const [placed, setPlaced] = useState(false);
  const show = view !== null && (view.message !== "" || view.hint !== null);
  const prefix = worldPrefix(view);
  return (
    <section aria-label="Help" data-testid="help-panel" className={show ? "rounded-xl border-2 p-4" : "sr-only"}>
      <p aria-live="polite" className="text-xl" data-testid="help-message">
        {prefix && <strong data-testid="help-world">{prefix}</strong>}
        {view?.message ?? ""}
      </p>
      {view?.hint && (
        <p className="mt-2 text-lg" data-testid="help-hint">
          <span className="font-semibold">Hint:</span> {view.hint}
        </p>
      )}
      {view?.offerFirstBlock && onShowFirstBlock && (
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <Button
            variant="secondary"
            className="min-h-12"
            onClick={() => {
              onShowFirstBlock();
              setPlaced(true);
            }}
          >
            Show me the first block
          </Button>
          {placed && (
            <span role="status" className="text-lg">
              The first block is now right under &quot;when ▶ run&quot;.
            </span>
          )}
        </div>
      )}
    </section>
  );
}
