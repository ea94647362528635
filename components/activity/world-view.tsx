// The world Sprout walks in, drawn as a grid (issue 14). Each animation frame is one interpreter Step.
// Issue 27 adds what the Data Types and Lists puzzles show: a number or a word on a tile, the gems in Sprout's bag
// when the flag counts them, and the list Sprout carries (with the list the flag asks for).
import type { Direction, World } from "@/lib/puzzles/world";
import { cellKey } from "@/lib/puzzles/world";

const ARROW: Record<Direction, string> = { N: "⬆️", E: "➡️", S: "⬇️", W: "⬅️" };

/** `list`: the list after the current frame (undefined before the run: the world's starting list). */
export type Sprite = {
  x: number;
  y: number;
  dir: Direction;
  gemsTaken: ReadonlySet<string>;
  list?: readonly number[];
};

function TileMark({ world, k }: { world: World; k: string }) {
  const number = world.numbers.get(k);
  if (number !== undefined) return <span className="font-bold text-sky-900">{number}</span>;
  const word = world.signs.get(k);
  if (word) return <span className="rounded bg-amber-200 px-0.5 text-xs font-bold text-amber-950">{word}</span>;
  return null;
}

export function WorldView({ world, sprite, label }: { world: World; sprite: Sprite; label: string }) {
  const rows = Array.from({ length: world.height }, (_, y) => y);
  const cols = Array.from({ length: world.width }, (_, x) => x);
  const gems = new Set(world.gems.map(cellKey));
  const list = sprite.list ?? world.list ?? [];
  const hasList = world.list !== undefined || world.wantList !== undefined;
  return (
    <div className="flex flex-col gap-2">
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
                  {here ? (
                    ARROW[sprite.dir]
                  ) : gems.has(k) && !sprite.gemsTaken.has(k) ? (
                    "💎"
                  ) : world.goal && world.goal.x === x && world.goal.y === y ? (
                    "🚩"
                  ) : (
                    <TileMark world={world} k={k} />
                  )}
                </span>
              );
            })}
          </div>
        ))}
      </div>
      {world.need !== undefined && (
        <p data-testid="world-bag">
          👜 Gems in the bag: {sprite.gemsTaken.size} · the flag wants {world.need}
        </p>
      )}
      {hasList && (
        <p data-testid="world-list">
          📋 My list: {list.length ? list.join(", ") : "empty"}
          {world.wantList && ` · the flag wants ${world.wantList.join(", ")}`}
        </p>
      )}
    </div>
  );
}
