"use client";

// The world Sprout walks in (issues 14 and 23, docs/decisions/210): one connected SVG grid drawn from the `World`
// and a sprite state. Each interpreter Step becomes a Sprite (spriteAfter) and the view shows it: a move slides,
// a turn swings the facing arrow, a bump nudges against the wall and leaves a burst, a collected gem sparkles
// away and fills the gem tally. Calm (useCalm) draws the same states with no motion at all.
import { useState } from "react";
import type { Step, StepEvent } from "@/lib/puzzles/interpreter";
import type { Direction, World } from "@/lib/puzzles/world";
import { cellKey } from "@/lib/puzzles/world";
import { BumpBurst, CELL, FacingArrow, Flag, FloorTile, Gem, SproutBody, WallTile } from "./sprites";
import "./game.css";

export type Sprite = {
  x: number;
  y: number;
  dir: Direction;
  gemsTaken: ReadonlySet<string>;
  /** The last step ran into a wall (Sprout stays on its cell, facing it). */
  bumped?: boolean;
  /** How many steps have been shown (0 = the start): re-keys the one-shot effects. */
  step?: number;
  /** The list Sprout carries after the shown step (Lists, issue 27); undefined: the world's starting list. */
  list?: readonly number[];
  /** What the step that led here did (a bump, a gem): the text alternative announces it (world-description.tsx). */
  event?: StepEvent;
};

const ANGLE: Record<Direction, number> = { N: 0, E: 90, S: 180, W: 270 };
const DELTA: Record<Direction, [number, number]> = { N: [0, -1], E: [1, 0], S: [0, 1], W: [-1, 0] };
/** Largest cell on screen, in CSS px, and the share of the window's height the world may take. */
const MAX_CELL_PX = 96;
const MAX_HEIGHT_VH = 42;

export function startSprite(world: World): Sprite {
  return { ...world.start, gemsTaken: new Set<string>(), step: 0 };
}

/** Sprout after the first `count` steps of a run (count 0 = the start). */
export function spriteAfter(world: World, steps: readonly Step[], count: number): Sprite {
  if (count <= 0) return startSprite(world);
  const shown = steps.slice(0, count);
  const last = shown[shown.length - 1];
  const gemsTaken = new Set(shown.filter((s) => s.event === "gem").map(cellKey));
  return {
    x: last.x,
    y: last.y,
    dir: last.dir,
    gemsTaken,
    bumped: last.event === "bump",
    step: count,
    list: last.list,
    event: last.event,
  };
}

/** The arrow's angle closest to the one before, so a left turn from west to north swings left, not round. */
function useTurnAngle(dir: Direction): number {
  const [seen, setSeen] = useState({ dir, angle: ANGLE[dir] });
  if (seen.dir === dir) return seen.angle;
  const base = ANGLE[dir];
  const angle = base + 360 * Math.round((seen.angle - base) / 360);
  setSeen({ dir, angle });
  return angle;
}

function SproutSprite({ sprite, calm }: { sprite: Sprite; calm: boolean }) {
  const angle = useTurnAngle(sprite.dir);
  return (
    <g
      data-testid="sprite"
      data-x={sprite.x}
      data-y={sprite.y}
      data-dir={sprite.dir}
      className={calm ? undefined : "sg-sprite"}
      style={{ transform: `translate(${sprite.x * CELL}px, ${sprite.y * CELL}px)` }}
    >
      <g
        key={sprite.bumped ? `bump-${sprite.step}` : "still"}
        className={sprite.bumped && !calm ? `sg-bump-${sprite.dir}` : undefined}
      >
        <SproutBody dir={sprite.dir} />
        <g
          className={calm ? undefined : "sg-turn"}
          style={{ transform: `rotate(${angle}deg)`, transformBox: "fill-box", transformOrigin: "center" }}
        >
          <FacingArrow />
        </g>
      </g>
    </g>
  );
}

/** The board's name to a screen reader: "World 2 of 3: the puzzle world, 5 by 4". */
export const worldLabel = (world: World, index: number, count: number) =>
  `${count > 1 ? `World ${index + 1} of ${count}: the` : "The"} puzzle world, ${world.width} by ${world.height}`;

export function WorldView({
  world,
  sprite,
  label,
  calm,
}: {
  world: World;
  sprite: Sprite;
  label: string;
  calm: boolean;
}) {
  const cells = Array.from({ length: world.width * world.height }, (_, i) => ({
    x: i % world.width,
    y: Math.floor(i / world.width),
  }));
  const [bx, by] = DELTA[sprite.dir];
  const width = `min(100%, ${world.width * MAX_CELL_PX}px, ${(MAX_HEIGHT_VH * world.width) / world.height}vh)`;
  return (
    <figure className="m-0 space-y-2" data-calm={calm ? "true" : "false"}>
      {/* data-maze / data-cell / data-sprite: the accessibility presets keep these squares apart
          (components/a11y/accessibility.css) and e2e/game-access.spec.ts samples their colours. */}
      <div
        role="img"
        aria-label={label}
        data-testid="world"
        data-maze=""
        className="a11y-own-colours"
        style={{ width }}
      >
        <svg
          viewBox={`0 0 ${world.width * CELL} ${world.height * CELL}`}
          aria-hidden="true"
          focusable="false"
          className="block h-auto w-full overflow-visible rounded-xl border-4 border-sprout-700 bg-[#e2f4d2]"
        >
          {/* The ground: one rectangle per cell, edge to edge, so the grid is one connected board; a number or a
              word on a tile (Data Types, issue 27) is drawn on its cell. */}
          <g data-layer="tiles">
            {cells.map((c) => {
              const kind = cellKind(world, sprite, c);
              return (
                <g
                  key={cellKey(c)}
                  data-cell={kind}
                  data-sprite={sprite.x === c.x && sprite.y === c.y ? sprite.dir : undefined}
                >
                  {kind === "wall" ? (
                    <WallTile x={c.x} y={c.y} />
                  ) : (
                    <FloorTile x={c.x} y={c.y} pad={kind === "floor" ? undefined : kind} />
                  )}
                </g>
              );
            })}
            {cells.map((c) => (
              <TileMark key={cellKey(c)} world={world} cell={c} />
            ))}
          </g>
          {world.goal && (
            <g transform={`translate(${world.goal.x * CELL} ${world.goal.y * CELL})`} data-testid="goal">
              <Flag />
            </g>
          )}
          {world.gems.map((g) => {
            const k = cellKey(g);
            const taken = sprite.gemsTaken.has(k);
            if (taken && calm) return null;
            return (
              <g key={k} transform={`translate(${g.x * CELL} ${g.y * CELL})`} data-testid={taken ? undefined : "gem"}>
                <g className={taken ? "sg-sparkle" : undefined}>
                  <Gem />
                </g>
              </g>
            );
          })}
          <SproutSprite sprite={sprite} calm={calm} />
          {sprite.bumped && (
            <g
              key={`burst-${sprite.step}`}
              data-testid="bump"
              transform={`translate(${sprite.x * CELL + 50 + bx * 46} ${sprite.y * CELL + 50 + by * 46})`}
            >
              <g className={calm ? undefined : "sg-pop"}>
                <BumpBurst />
              </g>
            </g>
          )}
        </svg>
      </div>
      {world.gems.length > 0 && <GemTally taken={sprite.gemsTaken.size} total={world.gems.length} />}
      {world.need !== undefined && (
        <p data-testid="world-bag" className="font-semibold">
          Gems in the bag: {sprite.gemsTaken.size} · the flag wants {world.need}
        </p>
      )}
      {(world.list !== undefined || world.wantList !== undefined) && (
        <p data-testid="world-list" className="font-semibold">
          My list: {(sprite.list ?? world.list ?? []).join(", ") || "empty"}
          {world.wantList && ` · the flag wants ${world.wantList.join(", ")}`}
        </p>
      )}
    </figure>
  );
}

/** A number or a word written on a tile (Data Types and Lists puzzles). */
function TileMark({ world, cell }: { world: World; cell: { x: number; y: number } }) {
  const k = cellKey(cell);
  const text = world.numbers.get(k) ?? world.signs.get(k);
  if (text === undefined) return null;
  const isNumber = typeof text === "number";
  return (
    <text
      data-testid="tile-mark"
      x={cell.x * CELL + CELL / 2}
      y={cell.y * CELL + (isNumber ? 62 : 58)}
      textAnchor="middle"
      fontSize={isNumber ? 44 : 26}
      fontWeight="bold"
      fill={isNumber ? "#0c4a6e" : "#78350f"}
      stroke="#ffffff"
      strokeWidth={isNumber ? 5 : 4}
      paintOrder="stroke"
    >
      {text}
    </text>
  );
}

/** What a square is now: a collected gem's square is grass again. */
function cellKind(world: World, sprite: Sprite, c: { x: number; y: number }): "wall" | "floor" | "goal" | "gem" {
  const k = cellKey(c);
  if (world.walls.has(k)) return "wall";
  if (world.goal && world.goal.x === c.x && world.goal.y === c.y) return "goal";
  return world.gems.some((g) => g.x === c.x && g.y === c.y) && !sprite.gemsTaken.has(k) ? "gem" : "floor";
}

function GemTally({ taken, total }: { taken: number; total: number }) {
  return (
    <figcaption className="flex items-center gap-2 text-lg font-semibold" data-testid="gem-tally">
      <span className="flex gap-0.5" aria-hidden="true">
        {Array.from({ length: total }, (_, i) => (
          <svg key={i} viewBox="14 14 72 72" className="h-6 w-6">
            <g opacity={i < taken ? 1 : 0.3}>
              <Gem />
            </g>
          </svg>
        ))}
      </span>
      <span>
        Gems: {taken} of {total}
      </span>
    </figcaption>
  );
}
