// The world Sprout walks in, drawn as a grid (issue 14). Each animation frame is one interpreter Step.
import type { Direction, World } from "@/lib/puzzles/world";
import { cellKey } from "@/lib/puzzles/world";

const ARROW: Record<Direction, string> = { N: "⬆️", E: "➡️", S: "⬇️", W: "⬅️" };

export type Sprite = { x: number; y: number; dir: Direction; gemsTaken: ReadonlySet<string> };

export function WorldView({ world, sprite, label }: { world: World; sprite: Sprite; label: string }) {
  const rows = Array.from({ length: world.height }, (_, y) => y);
  const cols = Array.from({ length: world.width }, (_, x) => x);
  const gems = new Set(world.gems.map(cellKey));
  return (
    <div role="img" aria-label={label} className="inline-grid gap-1 rounded-xl bg-sky-100 p-2">
      {rows.map((y) => (
        <div key={y} className="flex gap-1">
          {cols.map((x) => {
            const k = cellKey({ x, y });
            const here = sprite.x === x && sprite.y === y;
            const wall = world.walls.has(k);
            return (
              <span
                key={k}
                className={`flex h-12 w-12 items-center justify-center rounded text-2xl ${wall ? "bg-stone-500" : "bg-lime-100"}`}
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
