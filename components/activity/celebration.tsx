// What a solve looks like (issue 23, docs/decisions/210, 211): the stars the verdict earns (lib/progress/stars.ts)
// popping in one after another with a little confetti, or simply shown when the page is calm. The words are the
// result line's (puzzle-player.tsx), said once.
import { MAX_STARS, starsFor, starsText } from "@/lib/progress/stars";
import type { Outcome } from "@/lib/puzzles/verify";
import { StarRow } from "./sprites";

const CONFETTI = [
  { left: "8%", color: "#f43f5e", delay: 0 },
  { left: "22%", color: "#facc15", delay: 120 },
  { left: "38%", color: "#38bdf8", delay: 60 },
  { left: "55%", color: "#4c9a2a", delay: 180 },
  { left: "70%", color: "#a855f7", delay: 30 },
  { left: "86%", color: "#fb923c", delay: 150 },
];

/** Each star pops a moment after the one before. */
const STAGGER = ["", "[animation-delay:250ms]", "[animation-delay:500ms]"];

/**
 * The result line's words: "You solved it!" appears once, whatever the verdict carries. What went wrong (a refused
 * program included), the hint and the ideal-block message are the help panel's (lib/puzzles/help.ts), said once.
 */
export function resultWords(r: { outcome: Outcome }): string {
  if (r.outcome === "perfect") return "Perfect! You solved it!";
  return r.outcome === "passed" ? "You solved it!" : "Not yet.";
}

export function Celebration({ outcome, calm }: { outcome: Outcome; calm: boolean }) {
  const stars = starsFor(outcome);
  return (
    <div className="relative flex items-center gap-3" data-testid="celebration">
      {!calm && (
        <div aria-hidden="true" className="pointer-events-none absolute inset-x-0 -top-4 h-0">
          {CONFETTI.map((c) => (
            <span
              key={c.left}
              className="sg-confetti absolute block h-2.5 w-2.5 rounded-sm"
              style={{ left: c.left, backgroundColor: c.color, animationDelay: `${c.delay}ms` }}
            />
          ))}
        </div>
      )}
      <StarRow
        stars={stars}
        max={MAX_STARS}
        label={starsText(stars)}
        className="h-12 w-12"
        starClassName={calm ? undefined : (i) => `sg-pop ${STAGGER[i] ?? ""}`}
      />
    </div>
  );
}
