// The world Sprout walks in, drawn as a grid (issue 14). Each animation frame is one interpreter Step.
import type { Direction, World } from "@/lib/puzzles/world";
import { cellKey } from "@/lib/puzzles/world";
import type { StepEvent } from "@/lib/puzzles/interpreter";

const ARROW: Record<Direction, string> = { N: "⬆️", E: "➡️", S: "⬇️", W: "⬅️" };

/** Each kind of square its own colour, so the flag and the gems show without an emoji font. */
const TILE = { wall: "bg-stone-600", floor: "bg-lime-100", goal: "bg-amber-300", gem: "bg-sky-300" } as const;

export type Sprite = {
  x: number;
  y: number;
  dir: Direction;
  gemsTaken: ReadonlySet<string>;
  /** What the step that led here did (a bump, a gem): the text alternative announces it. */
  event?: StepEvent;
};

export function WorldView({ world, sprite, label }: { world: World; sprite: Sprite; label: string }) {
  const rows = Array.from({ length: world.height }, (_, y) => y);
  const cols = Array.from({ length: world.width }, (_, x) => x);
  const gems = new Set(world.gems.map(cellKey));
  return (
    // data-maze / data-cell / data-sprite: the accessibility presets keep these squares apart
    // (components/a11y/accessibility.css) and e2e/game-access.spec.ts samples their colours.
    <div
      role="img"
      aria-label={label}
      data-maze=""
      className="a11y-own-colours inline-grid gap-1 rounded-xl bg-sky-100 p-2"
    >
      {rows.map((y) => (
        <div key={y} className="flex gap-1">
          {cols.map((x) => {
            const k = cellKey({ x, y });
            const here = sprite.x === x && sprite.y === y;
            const wall = world.walls.has(k);
            const cell = wall
              ? "wall"
              : world.goal && world.goal.x === x && world.goal.y === y
                ? "goal"
                : gems.has(k) && !sprite.gemsTaken.has(k)
                  ? "gem"
                  : "floor";
            return (
              <span
                key={k}
                data-cell={cell}
                data-sprite={here ? sprite.dir : undefined}
                className={`flex h-12 w-12 items-center justify-center rounded text-2xl ${TILE[cell]}`}
              >
                {here
                  ? ARROW[sprite.dir]
                  : gems.has(k) && !sprite.gemsTaken.has(k)
                    ? "💎"
                    : world.goal && world.goal.x === x && world.goal.y === y
                      ? "🚩"
                      : ""}
              </span>
            );
          })}
        </div>
      ))}
    </div>
  );
}
