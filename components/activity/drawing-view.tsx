"use client";

// The drawing game's canvas (issue 27, docs/decisions/228): the picture to draw shown faintly, the child's lines
// drawn over it one by one as the turtle walks, and the turtle itself. Instant when the accessibility toolbar
// pauses animations or the system asks for reduced motion.
import { useCallback, useState } from "react";
import type { DrawSpec } from "@/lib/puzzles/draw-verify";
import { CANVAS, type Segment, type TurtleStart, type TurtleStep } from "@/lib/puzzles/turtle";

/** The whole drawing takes at most this long, however many lines it has. */
const DRAW_MS = 6_000;
const LINE_MS = 300;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

function prefersReducedMotion() {
  return typeof window !== "undefined" && window.matchMedia?.("(prefers-reduced-motion: reduce)").matches === true;
}

const MIDDLE: TurtleStart = { x: CANVAS / 2, y: CANVAS / 2, heading: 0 };

type Frame = { lines: Segment[]; turtle: TurtleStart };

/**
 * The canvas state of a drawing puzzle (null spec: a maze, nothing to draw). `saved` is the child's own drawing
 * from an earlier visit (a free drawing), shown until they run again.
 */
export function useTurtleCanvas(spec: DrawSpec | null, saved?: Segment[] | null) {
  const start = spec?.start ?? MIDDLE;
  const [frame, setFrame] = useState<Frame>({ lines: saved ?? [], turtle: start });
  const [isSaved, setIsSaved] = useState(!!saved?.length);
  const reset = useCallback(() => {
    setIsSaved(false);
    setFrame({ lines: [], turtle: start });
  }, [start]);

  async function play(steps: readonly TurtleStep[], pauseAnimations: boolean, highlight: (id: string | null) => void) {
    setIsSaved(false);
    const all = steps.flatMap((s) => (s.segment ? [s.segment] : []));
    const last = steps.at(-1);
    const end = last ? { x: last.x, y: last.y, heading: last.heading } : start;
    if (pauseAnimations || prefersReducedMotion()) {
      setFrame({ lines: all, turtle: end });
      return;
    }
    const pause = Math.max(16, Math.min(LINE_MS, DRAW_MS / Math.max(1, all.length)));
    const lines: Segment[] = [];
    for (const s of steps) {
      if (!s.segment) continue;
      lines.push(s.segment);
      highlight(s.blockId ?? null);
      setFrame({ lines: [...lines], turtle: { x: s.x, y: s.y, heading: s.heading } });
      await sleep(pause);
    }
    highlight(null);
    setFrame({ lines, turtle: end });
  }

  return { frame, isSaved, reset, play };
}

function Stroke({ s, colour, width, opacity }: { s: Segment; colour: string; width: number; opacity?: number }) {
  return (
    <line
      x1={s.x1}
      y1={s.y1}
      x2={s.x2}
      y2={s.y2}
      stroke={colour}
      strokeOpacity={opacity}
      strokeWidth={width}
      strokeLinecap="round"
    />
  );
}

export function DrawingView({
  spec,
  frame,
  isSaved,
  label,
}: {
  spec: DrawSpec;
  frame: Frame;
  isSaved: boolean;
  label: string;
}) {
  const { turtle } = frame;
  return (
    <figure className="w-full max-w-[26rem]">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${CANVAS} ${CANVAS}`}
        className="w-full rounded-xl border-2 bg-white"
        data-testid="drawing"
        data-lines={frame.lines.length}
      >
        {spec.target.map((s, i) => (
          <Stroke key={`t${i}`} s={s} colour={spec.colours ? s.colour : "#94a3b8"} width={8} opacity={0.35} />
        ))}
        {frame.lines.map((s, i) => (
          <Stroke key={`d${i}`} s={s} colour={s.colour} width={3} />
        ))}
        <g transform={`translate(${turtle.x} ${turtle.y}) rotate(${turtle.heading})`}>
          <polygon points="0,-12 9,9 0,4 -9,9" fill="#16a34a" stroke="#14532d" strokeWidth={2} />
        </g>
      </svg>
      <figcaption className="mt-1 text-base">
        {isSaved
          ? "Your saved drawing. Run your blocks again to change it."
          : spec.free
            ? "Draw anything you like."
            : "Draw over the grey picture."}
      </figcaption>
    </figure>
  );
}
