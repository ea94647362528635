"use client";

// The worlds of a maze puzzle (issue 38): one program must solve every world, so the child can look at each
// before running ("World 2 of 3" to a screen reader) and, after a run, reads which passed: ✓ / ✗ with words,
// never colour alone. The kit's Button, made a tab; arrow keys move between the worlds (WAI-ARIA tabs).
import { useRef, type KeyboardEvent, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import type { WorldMark } from "@/lib/puzzles/world-run";

const tabId = (i: number) => `world-tab-${i + 1}`;

export function WorldTabs({
  count,
  selected,
  marks,
  disabled,
  onSelect,
  children,
}: {
  count: number;
  selected: number;
  marks: readonly WorldMark[];
  disabled: boolean;
  onSelect: (world: number) => void;
  /** The board of the selected world: the tab panel. */
  children: ReactNode;
}) {
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  if (count < 2) return <>{children}</>;
  const onKey = (e: KeyboardEvent, i: number) => {
    const to =
      e.key === "ArrowRight"
        ? (i + 1) % count
        : e.key === "ArrowLeft"
          ? (i + count - 1) % count
          : e.key === "Home"
            ? 0
            : e.key === "End"
              ? count - 1
              : null;
    if (to === null) return;
    e.preventDefault();
    onSelect(to);
    tabs.current[to]?.focus();
  };
  return (
    <div className="space-y-2">
      <div role="tablist" aria-label="Worlds" className="flex flex-wrap gap-2" data-testid="world-tabs">
        {Array.from({ length: count }, (_, i) => {
          const mark = marks[i];
          const current = i === selected;
          return (
            <Button
              key={i}
              ref={(el) => {
                tabs.current[i] = el;
              }}
              id={tabId(i)}
              role="tab"
              aria-selected={current}
              aria-controls="world-panel"
              tabIndex={current ? 0 : -1}
              disabled={disabled}
              variant={current ? "primary" : "secondary"}
              className="min-h-12 text-lg"
              aria-label={`World ${i + 1} of ${count}${mark === undefined ? "" : mark ? ": Solved" : ": Not solved"}`}
              data-world={i + 1}
              data-solved={mark === undefined ? undefined : String(mark)}
              onClick={() => onSelect(i)}
              onKeyDown={(e) => onKey(e, i)}
            >
              World {i + 1}
              {mark !== undefined && (
                <span
                  className={
                    current
                      ? "rounded bg-white px-1.5 text-base text-slate-900"
                      : mark
                        ? "text-base text-sprout-700"
                        : "text-base text-red-800"
                  }
                >
                  {mark ? "✓ Solved" : "✗ Not solved"}
                </span>
              )}
            </Button>
          );
        })}
      </div>
      <div role="tabpanel" id="world-panel" aria-labelledby={tabId(selected)} className="space-y-3">
        {children}
      </div>
    </div>
  );
}
