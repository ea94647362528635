"use client";

// A child's work, read-only (issue 39), shared by the teacher's and the parent's page: the puzzles tried, the
// chosen puzzle's runs and the chosen run's program in Blockly blocks, replayable in the puzzle's world. The
// last program opens first. `?puzzle=` names the puzzle on screen; the server page hands its public form
// (toPublicPuzzle: no solution) for the replay, so no puzzle catalog reaches the browser.
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react";
import type { EditorApi } from "@/components/activity/blockly-editor";
import type { WorkPuzzle } from "@/lib/lesson/wire";
import type { PublicPuzzle } from "@/lib/puzzles/content";
import { WorkAttempts } from "./work-attempts";
import { programOf, WorkProgram } from "./work-program";
import { WorkPuzzleList } from "./work-puzzle-list";
import { WorkReplay } from "./work-replay";
import { blocksWords, outcomeWords, whenWords } from "./work-words";

export function WorkViewer({
  name,
  work,
  puzzle,
  notes,
}: {
  /** The child's name, as the class list or the parent's page shows it. */
  name: string;
  work: readonly WorkPuzzle[];
  /** The puzzle named by `?puzzle=`, public form; null until the address names one. */
  puzzle: PublicPuzzle | null;
  /** What goes under the program for the puzzle on screen (the teacher's notes). */
  notes?: (tried: WorkPuzzle) => ReactNode;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const hrefOf = (puzzleId: string) => {
    const q = new URLSearchParams(params.toString());
    q.set("puzzle", puzzleId);
    return `${pathname}?${q.toString()}`;
  };
  const named = params.get("puzzle");
  const tried = work.find((p) => p.puzzleId === named) ?? work[0] ?? null;
  // The last tried puzzle opens first: the address is made to name it, so the server sends its world.
  const first = work[0]?.puzzleId;
  useEffect(() => {
    if (first && !named) router.replace(hrefOf(first), { scroll: false });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once the work is there and the address is bare
  }, [first, named]);

  if (!tried)
    return (
      <p className="rounded-2xl bg-white p-6 shadow-sm" data-testid="work-empty">
        {name} has not run a program yet.
      </p>
    );
  return (
    <div className="grid items-start gap-4 lg:grid-cols-[16rem_minmax(0,1fr)]">
      <WorkPuzzleList work={work} selected={tried.puzzleId} hrefOf={hrefOf} />
      {/* Keyed by puzzle: another puzzle starts on its newest run. */}
      <TriedPuzzle
        key={tried.puzzleId}
        name={name}
        tried={tried}
        puzzle={puzzle?.id === tried.puzzleId ? puzzle : null}
      >
        {notes?.(tried)}
      </TriedPuzzle>
    </div>
  );
}

function TriedPuzzle({
  name,
  tried,
  puzzle,
  children,
}: {
  name: string;
  tried: WorkPuzzle;
  puzzle: PublicPuzzle | null;
  children: ReactNode;
}) {
  const [attemptId, setAttemptId] = useState(tried.attempts[0]?.id ?? "");
  const attempt = tried.attempts.find((a) => a.id === attemptId) ?? tried.attempts[0];
  const editor = useRef<EditorApi | null>(null);
  const program = useMemo(() => programOf(attempt?.program), [attempt]);
  return (
    <section aria-labelledby="work-puzzle-heading" className="space-y-4 rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="work-puzzle-heading" className="text-2xl font-semibold">
        {tried.puzzleTitle}
      </h2>
      <WorkAttempts attempts={tried.attempts} selected={attempt?.id ?? ""} onSelect={setAttemptId} />
      {attempt && (
        <>
          <p className="text-slate-800" data-testid="work-shown-run">
            {name}&apos;s program from {whenWords(attempt.createdAt)}: {outcomeWords(attempt.outcome)},{" "}
            {blocksWords(attempt.blockCount)}.
          </p>
          <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,24rem)_minmax(0,1fr)]">
            {puzzle ? (
              <WorkReplay
                key={`replay-${attempt.id}`}
                puzzle={puzzle}
                program={program}
                highlight={(id) => editor.current?.highlight(id)}
              />
            ) : (
              <p role="status">Loading the puzzle&apos;s world…</p>
            )}
            <WorkProgram
              key={`program-${attempt.id}`}
              program={program}
              label={`${name}'s program, read-only`}
              onReady={(api) => {
                editor.current = api;
              }}
            />
          </div>
        </>
      )}
      {children}
    </section>
  );
}
