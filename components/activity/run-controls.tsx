"use client";

// The puzzle page's controls around the editor (issues 14, 23 and 40): the editor's place while Blockly waits or
// loads, and Run, Step and Reset in a bar that stays in view (decision 212).
import { Button } from "@/components/ui/button";

// The editor's own height (blockly-editor.tsx), kept while its chunk loads: nothing below it moves (CLS).
export const EditorLoading = () => (
  <p className="h-[28rem] w-full rounded-xl border-2 p-4" role="status">
    Loading the blocks…
  </p>
);

/** The editor's place before the child reaches for it (docs/decisions/250): any touch, move or key opens it. */
export function EditorWaiting({ onStart, onFocus }: { onStart: () => void; onFocus: (focused: boolean) => void }) {
  return (
    <div className="flex h-[28rem] w-full flex-col items-center justify-center gap-3 rounded-xl border-2 p-4">
      <Button
        className="min-h-14 px-6 text-xl"
        onClick={onStart}
        onFocus={() => onFocus(true)}
        onBlur={() => onFocus(false)}
      >
        Start building
      </Button>
      <p className="text-slate-700">Your blocks open here.</p>
    </div>
  );
}

export function RunControls({
  running,
  onRun,
  onStep,
  onReset,
  resetLabel,
}: {
  running: boolean;
  onRun: () => void;
  onStep: () => void;
  onReset: () => void;
  resetLabel: string;
}) {
  return (
    // Run, Step and Reset stay in view: the bar sticks to the top or bottom of the window (decision 212).
    <div
      className="sticky top-0 bottom-0 z-10 -mx-2 flex flex-wrap items-center gap-2 rounded-xl bg-sprout-50/95 px-2 py-2"
      data-testid="run-controls"
    >
      {/* aria-disabled, not disabled, while a run plays: a disabled button drops the keyboard's focus to the page
          (issue 40); the press is ignored instead (the player checks) and the focus stays on Run. */}
      <Button
        className="min-h-12 px-5 text-xl aria-disabled:opacity-60 sm:px-8"
        onClick={onRun}
        aria-disabled={running}
      >
        ▶ Run
      </Button>
      <Button
        variant="secondary"
        className="min-h-12 px-4 text-lg aria-disabled:opacity-60"
        onClick={onStep}
        aria-disabled={running}
      >
        <StepIcon /> Step
      </Button>
      <Button
        variant="secondary"
        className="min-h-12 aria-disabled:opacity-60"
        onClick={onReset}
        aria-disabled={running}
      >
        {resetLabel}
      </Button>
    </div>
  );
}

/** "Step": a foot forward and a bar, drawn (no emoji). */
function StepIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className="h-5 w-5">
      <path d="M5 5 L15 12 L5 19 Z" fill="#2f641a" />
      <rect x="17" y="5" width="3" height="14" rx="1" fill="#2f641a" />
    </svg>
  );
}
