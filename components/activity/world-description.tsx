"use client";

// The maze in words (issue 23, docs/decisions/245): where Sprout, the flag, the gems and the walls are, for a
// child who cannot see the picture, and one polite announcement per step of a run. The sentences come from
// lib/puzzles/world-words.ts; this component only keeps the previous position to say what changed.
import { useEffect, useRef, useState } from "react";
import { describeMove, describeWorld, type SpriteState, type StepWord } from "@/lib/puzzles/world-words";
import type { World } from "@/lib/puzzles/world";

export function WorldDescription({
  world,
  sprite,
  event,
}: {
  world: World;
  sprite: SpriteState;
  /** What the last step did (the interpreter's event), when the sprite state alone cannot tell (a bump). */
  event?: StepWord;
}) {
  const previous = useRef(sprite);
  const [said, setSaid] = useState("");
  useEffect(() => {
    const line = describeMove(world, previous.current, sprite, event);
    previous.current = sprite;
    // An announcement the child can hear even when the same thing happens twice (a second bump).
    if (line) setSaid((s) => (s === line ? `${line}\u00a0` : line));
  }, [world, sprite, event]);
  return (
    <div className="max-w-prose" data-testid="world-description">
      <details className="rounded-lg border border-slate-300 p-2">
        <summary className="cursor-pointer font-semibold">The maze in words</summary>
        <ul className="mt-1 list-disc pl-5">
          {describeWorld(world, sprite).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </details>
      <p role="status" aria-live="polite" className="sr-only" data-testid="world-announcer">
        {said}
      </p>
    </div>
  );
}
