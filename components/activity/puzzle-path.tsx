// The child's home as a path (issue 23, docs/decisions/213 and 250): the pack holding the next puzzle is a winding
// trail of stones with their titles and the stars earned (lib/progress/figures.ts), the next puzzle the big stone
// Sprout stands on; the other open packs are a row of numbered stepping stones with their stars; a pack that is
// not open yet is greyed out with the sentence that says how it opens. Server-rendered, no motion: the path is
// calm for every child. The stones do not prefetch their puzzle (decision 250): the "Play" button prefetches the
// next one, and 89 stones prefetching as they scrolled into view kept a Chromebook busy while the page started.
import Link from "next/link";
import type { StudentHome } from "@/lib/activity/home";
import { starsFor, starsText } from "@/lib/progress/figures";
import { LockIcon, SproutIcon, StarRow } from "./sprites";

type Pack = StudentHome["packs"][number];

/** Height of one stone's row and how far the trail swings left and right, in px. */
const ROW = 96;
const SWING = 56;

const swing = (i: number) => Math.round(Math.sin((i * Math.PI) / 3) * SWING);

export function puzzleHref(puzzleId: string, assignmentId?: string) {
  return `/students/puzzles/${puzzleId}${assignmentId ? `?assignment=${assignmentId}` : ""}`;
}

/** A stone's name for a screen reader: "Around the Rock, 3 of 3 stars", "…, play next", "…, not solved yet". */
function stoneWords(title: string, stars: number, isNext = false) {
  return `${title}, ${isNext ? "play next" : stars > 0 ? starsText(stars) : "not solved yet"}`;
}

/** The trail through a pack's stones: a smooth curve from one stone's centre to the next. */
function Trail({ count }: { count: number }) {
  const points = Array.from({ length: count }, (_, i) => [swing(i), i * ROW + ROW / 2] as const);
  const d = points
    .map(([x, y], i) => {
      if (i === 0) return `M${x} ${y}`;
      const [px, py] = points[i - 1];
      return `C${px} ${py + ROW / 2} ${x} ${y - ROW / 2} ${x} ${y}`;
    })
    .join(" ");
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="pointer-events-none absolute top-0 left-1/2 overflow-visible"
      width="1"
      height={count * ROW}
    >
      <path d={d} fill="none" stroke="#e9c98f" strokeWidth="14" strokeLinecap="round" />
      <path d={d} fill="none" stroke="#b7813a" strokeWidth="3" strokeDasharray="2 12" strokeLinecap="round" />
    </svg>
  );
}

function Stone({ pack, index, nextId }: { pack: Pack; index: number; nextId: string | null }) {
  const z = pack.puzzles[index];
  const x = swing(index);
  const isNext = z.id === nextId;
  const stars = starsFor(z.best);
  const size = isNext ? 80 : 60;
  const labelLeft = x > 0;
  const face = isNext
    ? "border-amber-500 bg-amber-300 text-amber-950 ring-4 ring-amber-200"
    : stars > 0
      ? "border-sprout-700 bg-sprout-500 text-white"
      : "border-sprout-700 bg-white text-sprout-700";
  const circle = (
    <span
      className={`flex items-center justify-center rounded-full border-4 text-2xl font-bold shadow ${face}`}
      style={{ width: size, height: size }}
    >
      {index + 1}
    </span>
  );
  const words = stoneWords(z.title, stars, isNext);
  return (
    <li
      className="absolute"
      style={{ top: index * ROW + ROW / 2 - size / 2, left: `calc(50% + ${x - size / 2}px)` }}
      data-testid={isNext ? "path-next" : undefined}
      data-puzzle={z.id}
    >
      <Link href={puzzleHref(z.id)} prefetch={false} aria-label={words} className="block rounded-full">
        {circle}
      </Link>
      {isNext && <SproutIcon className="pointer-events-none absolute -top-9 -right-7 h-14 w-14" />}
      <span
        aria-hidden="true"
        className={`absolute top-1/2 flex w-28 -translate-y-1/2 flex-col text-sm leading-tight ${
          labelLeft ? "right-full mr-2 items-end text-right" : "left-full ml-2 items-start"
        }`}
      >
        {isNext && (
          <span className="mb-0.5 rounded-full bg-amber-800 px-2 py-0.5 text-xs font-bold text-white">Play next</span>
        )}
        <span className="font-semibold text-slate-900">{z.title}</span>
        {stars > 0 && <StarRow stars={stars} label={starsText(stars)} className="h-4 w-4" />}
      </span>
    </li>
  );
}

/**
 * An open pack the child is not on right now: its stones in one row of numbered stepping stones, each a link with
 * its stars (decision 250). The winding trail with titles is drawn for the pack holding the next puzzle only.
 */
function Stepping({ pack }: { pack: Pack }) {
  return (
    <ol className="mt-3 flex flex-wrap gap-2">
      {pack.puzzles.map((z, i) => {
        const stars = starsFor(z.best);
        return (
          <li key={z.id} data-puzzle={z.id}>
            <Link
              href={puzzleHref(z.id)}
              prefetch={false}
              aria-label={stoneWords(z.title, stars)}
              className={`flex h-12 w-12 flex-col items-center justify-center rounded-full border-4 text-lg leading-none font-bold ${
                stars > 0 ? "border-sprout-700 bg-sprout-600 text-white" : "border-sprout-700 bg-white text-sprout-700"
              }`}
            >
              {i + 1}
              {stars > 0 && (
                <span aria-hidden="true" className="text-[0.6rem] tracking-tighter text-white">
                  {"★".repeat(stars)}
                </span>
              )}
            </Link>
          </li>
        );
      })}
    </ol>
  );
}

export function PuzzlePath({ packs, nextId }: { packs: Pack[]; nextId: string | null }) {
  return (
    <ol className="mx-auto mt-4 max-w-xl space-y-6" data-testid="puzzle-path">
      {packs.map((p) => (
        <li
          key={p.id}
          aria-labelledby={`pack-${p.id}`}
          className={`rounded-2xl border-2 p-4 ${p.locked ? "border-slate-300 bg-slate-50" : "border-sprout-100 bg-white"}`}
          data-testid="path-pack"
          data-locked={p.locked ? "true" : "false"}
        >
          <h3 id={`pack-${p.id}`} className="flex flex-wrap items-center gap-2 text-xl font-semibold">
            {p.locked && <LockIcon className="h-6 w-6" />}
            {p.title}
            <span className="rounded-full bg-sprout-100 px-2 py-0.5 text-sm font-medium text-sprout-700">
              {p.level}
            </span>
          </h3>
          {p.locked ? (
            // A pack that is not open yet shows how it opens and what waits in it, not its stones: a child in
            // Grade 3 has two levels of locked packs, and drawing every stone made the page four times heavier.
            <p className="mt-1 text-slate-700" data-testid="pack-locked">
              {p.locked} {p.puzzles.length === 1 ? "1 puzzle waits here." : `${p.puzzles.length} puzzles wait here.`}
            </p>
          ) : (
            <>
              <p className="mt-1 text-slate-700">{p.share.text}</p>
              {p.puzzles.some((z) => z.id === nextId) ? (
                <ol className="relative mt-2" style={{ height: p.puzzles.length * ROW }}>
                  <Trail count={p.puzzles.length} />
                  {p.puzzles.map((z, i) => (
                    <Stone key={z.id} pack={p} index={i} nextId={nextId} />
                  ))}
                </ol>
              ) : (
                <Stepping pack={p} />
              )}
            </>
          )}
        </li>
      ))}
    </ol>
  );
}
