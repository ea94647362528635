// Sprout's drawings (issue 23, docs/decisions/210): the character, the tiles of the maze, gems, the flag, the bump
// and the stars, as SVG shipped with the app. No emoji, no image request, no font needed. Each piece draws in a
// 100 × 100 box (one maze cell) and is placed by its parent; fills never use currentColor, so the
// accessibility toolbar's contrast themes (which recolour text and backgrounds) leave the maze readable.
import type { Direction } from "@/lib/puzzles/world";

export const CELL = 100;

const EYE_LOOK: Record<Direction, [number, number]> = { N: [0, -3], E: [3, 0], S: [0, 3], W: [-3, 0] };

/** The character: a seedling with two leaves, looking the way it faces. The facing arrow is drawn by the
 *  caller (FacingArrow) so it can turn on its own. */
export function SproutBody({ dir }: { dir: Direction }) {
  const [lx, ly] = EYE_LOOK[dir];
  return (
    <g transform="translate(14 15) scale(0.72)">
      <ellipse cx="50" cy="92" rx="28" ry="6" fill="#1f2937" opacity="0.18" />
      <path d="M50 30 L50 14" stroke="#2f641a" strokeWidth="4" strokeLinecap="round" />
      <path d="M50 16 C40 2 22 4 18 14 C30 24 44 24 50 16Z" fill="#5fb336" stroke="#2f641a" strokeWidth="3" />
      <path d="M50 16 C60 0 80 2 84 12 C72 24 56 24 50 16Z" fill="#86d157" stroke="#2f641a" strokeWidth="3" />
      <path
        d="M50 26 C72 26 82 46 80 62 C78 80 66 90 50 90 C34 90 22 80 20 62 C18 46 28 26 50 26Z"
        fill="#b5e37a"
        stroke="#2f641a"
        strokeWidth="3.5"
      />
      <ellipse cx="50" cy="72" rx="16" ry="11" fill="#dcf5b8" />
      <circle cx="39" cy="52" r="9" fill="#ffffff" stroke="#2f641a" strokeWidth="2" />
      <circle cx="61" cy="52" r="9" fill="#ffffff" stroke="#2f641a" strokeWidth="2" />
      <circle cx={39 + lx} cy={52 + ly} r="4.5" fill="#1f2937" />
      <circle cx={61 + lx} cy={52 + ly} r="4.5" fill="#1f2937" />
      <circle cx="30" cy="66" r="5" fill="#f9a8b4" opacity="0.8" />
      <circle cx="70" cy="66" r="5" fill="#f9a8b4" opacity="0.8" />
      <path d="M43 68 Q50 75 57 68" fill="none" stroke="#2f641a" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

/** A dark arrow at the cell's edge on the side Sprout faces (drawn facing north; the caller turns it). The
 *  transparent square keeps the turning centre in the middle of the cell. */
export function FacingArrow() {
  return (
    <>
      <rect width={CELL} height={CELL} fill="none" />
      <path d="M50 0 L66 15 L34 15 Z" fill="#1e3a8a" stroke="#ffffff" strokeWidth="2.5" strokeLinejoin="round" />
    </>
  );
}

/** Ground under the flag and under a gem: a pad of its own colour, so neither depends on seeing the small
 * picture on it (and each stays apart from grass and walls under every accessibility preset: decision 246). */
const PAD = { goal: "#fb923c", gem: "#7dd3fc" } as const;

/** Open ground: two greens in a checkerboard, so a child can count squares; the flag's and a gem's own pad. */
export function FloorTile({ x, y, pad }: { x: number; y: number; pad?: keyof typeof PAD }) {
  return (
    <rect
      x={x * CELL}
      y={y * CELL}
      width={CELL}
      height={CELL}
      fill={pad ? PAD[pad] : (x + y) % 2 ? "#cfeab7" : "#e2f4d2"}
      stroke="#a9d18c"
      strokeWidth="2"
    />
  );
}

/** A wall: dark ground with a boulder, clearly not grass in colour, in grey and in shape. */
export function WallTile({ x, y }: { x: number; y: number }) {
  return (
    <g transform={`translate(${x * CELL} ${y * CELL})`} data-tile="wall">
      <rect width={CELL} height={CELL} fill="#4b5563" />
      <path
        d="M14 80 C8 60 18 34 38 26 C54 18 76 26 84 44 C92 60 88 80 80 84 Z"
        fill="#9ca3af"
        stroke="#111827"
        strokeWidth="3"
      />
      <path d="M30 46 C36 36 48 32 56 34" fill="none" stroke="#e5e7eb" strokeWidth="4" strokeLinecap="round" />
      <path d="M58 60 L66 70 M48 66 L52 76" stroke="#374151" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

export function Flag() {
  return (
    <g>
      <ellipse cx="36" cy="86" rx="16" ry="5" fill="#1f2937" opacity="0.2" />
      <rect x="32" y="16" width="6" height="70" rx="2" fill="#7c4a1e" stroke="#3b2410" strokeWidth="1.5" />
      <path d="M38 18 C52 14 62 26 80 22 L80 50 C62 54 52 42 38 46 Z" fill="#e11d48" stroke="#7f1d1d" strokeWidth="3" />
      <circle cx="35" cy="14" r="5" fill="#facc15" stroke="#854d0e" strokeWidth="1.5" />
    </g>
  );
}

export function Gem() {
  return (
    <g>
      <path
        d="M50 18 L76 40 L50 82 L24 40 Z"
        fill="#38bdf8"
        stroke="#0c4a6e"
        strokeWidth="3.5"
        strokeLinejoin="round"
      />
      <path d="M24 40 L76 40 M50 18 L40 40 L50 82 L60 40 Z" fill="none" stroke="#0c4a6e" strokeWidth="2" />
      <path d="M38 30 L44 25" stroke="#ffffff" strokeWidth="3" strokeLinecap="round" />
    </g>
  );
}

/** Where Sprout hit the wall: a yellow burst on the edge between its cell and the wall. */
export function BumpBurst() {
  return (
    <path
      d="M0 -22 L6 -8 L21 -12 L11 0 L21 12 L6 8 L0 22 L-6 8 L-21 12 L-11 0 L-21 -12 L-6 -8 Z"
      fill="#fde047"
      stroke="#b45309"
      strokeWidth="3"
      strokeLinejoin="round"
    />
  );
}

const STAR_PATH = "M12 1.5 L15 8.6 L22.6 9.2 L16.8 14.2 L18.6 21.6 L12 17.6 L5.4 21.6 L7.2 14.2 L1.4 9.2 L9 8.6 Z";

/** One star in a 24 × 24 box: gold when earned, an outline when still to earn. */
export function StarIcon({ earned, className }: { earned: boolean; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path
        d={STAR_PATH}
        fill={earned ? "#facc15" : "#ffffff"}
        stroke={earned ? "#a16207" : "#94a3b8"}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** A row of stars, read as "2 of 3 stars". */
export function StarRow({
  stars,
  max = 3,
  label,
  className = "h-5 w-5",
  starClassName,
}: {
  stars: number;
  max?: number;
  label: string;
  className?: string;
  starClassName?: (i: number) => string;
}) {
  return (
    <span role="img" aria-label={label} className="inline-flex items-center gap-0.5" data-stars={stars}>
      {Array.from({ length: max }, (_, i) => (
        <StarIcon key={i} earned={i < stars} className={`${className} ${starClassName?.(i) ?? ""}`} />
      ))}
    </span>
  );
}

/** A padlock for a pack that is not open yet. */
export function LockIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d="M7 10 V7 a5 5 0 0 1 10 0 V10" fill="none" stroke="#475569" strokeWidth="2.4" />
      <rect x="4.5" y="10" width="15" height="11" rx="2.5" fill="#94a3b8" stroke="#334155" strokeWidth="1.6" />
      <circle cx="12" cy="15.5" r="1.8" fill="#334155" />
    </svg>
  );
}

/** Sprout standing on the home path's next stone (a whole cell drawing, scaled by the caller). */
export function SproutIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 100 100" aria-hidden="true" focusable="false" className={className}>
      <SproutBody dir="S" />
    </svg>
  );
}

/** A loudspeaker, for "Read aloud". */
export function SpeakerIcon({ className = "h-5 w-5" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={className}>
      <path d="M3 9 H7 L12 5 V19 L7 15 H3 Z" fill="#2f641a" />
      <path
        d="M15.5 9 a4 4 0 0 1 0 6 M18 6.5 a7.5 7.5 0 0 1 0 11"
        fill="none"
        stroke="#2f641a"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
