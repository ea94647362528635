"use client";

// One child on the teacher's lesson view (issue 39): the puzzle they are on, runs and minutes, the last outcome in
// words, and the marks a teacher looks for across the room: "Stuck" and "Hand up", each with an icon and words
// (never colour alone).
import { Button, LinkButton } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { attemptsWords, minutesWords, outcomeWords } from "@/lib/lesson/tile-words";
import type { LessonTile as Tile } from "@/lib/lesson/wire";
import { HandIcon, StuckIcon } from "./lesson-icons";

export function LessonTile({
  tile,
  classId,
  onLowerHand,
  isLowering,
}: {
  tile: Tile;
  classId: string;
  onLowerHand: (studentId: string) => void;
  isLowering: boolean;
}) {
  const headingId = `tile-${tile.studentId}`;
  const workHref = `/teachers/work?class=${encodeURIComponent(classId)}&student=${encodeURIComponent(tile.studentId)}`;
  return (
    <li
      aria-labelledby={headingId}
      data-testid="lesson-tile"
      data-student-id={tile.studentId}
      className={cn(
        "flex flex-col gap-2 rounded-2xl border-2 bg-white p-4 shadow-sm",
        tile.handRaised ? "border-sky-700" : tile.stuck ? "border-amber-600" : "border-transparent",
      )}
    >
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-lg font-semibold">
          {tile.fullName}
        </h2>
        {tile.handRaised && (
          <span
            data-testid="tile-hand"
            className="inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-sm font-semibold text-sky-900"
          >
            <HandIcon /> Hand up
          </span>
        )}
        {tile.stuck && (
          <span
            data-testid="tile-stuck"
            className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-2 py-0.5 text-sm font-semibold text-amber-900"
          >
            <StuckIcon /> Stuck
          </span>
        )}
      </div>
      <p className="font-medium" data-testid="tile-puzzle">
        {tile.puzzleTitle ?? "Not on a puzzle yet"}
      </p>
      {tile.puzzleId && (
        <p className="text-sm text-slate-700" data-testid="tile-figures">
          {[
            tile.attempts ? attemptsWords(tile.attempts) : "",
            minutesWords(tile.minutesOnPuzzle),
            outcomeWords(tile.lastOutcome),
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      )}
      <div className="mt-auto flex flex-wrap gap-2 pt-1">
        {tile.handRaised && (
          <Button size="sm" onClick={() => onLowerHand(tile.studentId)} disabled={isLowering}>
            Lower hand<span className="sr-only"> of {tile.fullName}</span>
          </Button>
        )}
        <LinkButton size="sm" variant="secondary" href={workHref}>
          See work<span className="sr-only"> of {tile.fullName}</span>
        </LinkButton>
      </div>
    </li>
  );
}
