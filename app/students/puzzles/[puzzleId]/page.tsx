// A puzzle page (issues 14 and 23): the only page that loads Blockly; it says where the puzzle sits on the child's
// path ("First Steps · puzzle 2 of 6"). The server checks the pack is open to the child
// and hands the browser the puzzle without its solutions (toPublicPuzzle).
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { PuzzlePlayer } from "@/components/activity/puzzle-player";
import { LinkButton } from "@/components/ui/button";
import { loadChild, packClosedReason } from "@/lib/activity/child";
import { draftOf } from "@/lib/activity/drafts";
import { restDayOf } from "@/lib/activity/rest";
import { savedDrawingOf } from "@/lib/activity/drawings";
import { todayStatusOf } from "@/lib/activity/screen-time";
import { requireRole } from "@/lib/auth/guard";
import { AppError } from "@/lib/http/errors";
import { findPack, findPuzzle, toPublicPuzzle } from "@/lib/puzzles/content";

export const metadata: Metadata = { title: "Puzzle" };
export const dynamic = "force-dynamic";

export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ puzzleId: string }>;
  searchParams: Promise<{ assignment?: string }>;
}) {
  const actor = await requireRole("student");
  const { puzzleId } = await params;
  const { assignment } = await searchParams;
  const puzzle = findPuzzle(puzzleId);
  if (!puzzle) notFound();
  const child = await loadChild(actor).catch((e: unknown) => {
    if (e instanceof AppError) return null;
    throw e;
  });
  const closed = child
    ? packClosedReason(child, puzzle)
    : "Coding is not open for this account. Ask your teacher or parent for help.";
  if (!child || closed)
    return (
      <section>
        <h1 className="text-3xl font-bold">{puzzle.title}</h1>
        <p className="mt-2 text-lg">{closed}</p>
        <LinkButton className="mt-4 min-h-12" href="/students">
          Back to my page
        </LinkButton>
      </section>
    );
  const pack = findPack(puzzle.packId)!;
  const i = pack.puzzles.findIndex((p) => p.id === puzzle.id);
  const next = pack.puzzles[i + 1];
  const query = assignment && /^[0-9a-f-]{36}$/i.test(assignment) ? assignment : undefined;
  const time = await todayStatusOf(child);
  return (
    <PuzzlePlayer
      key={puzzle.id}
      puzzle={toPublicPuzzle(puzzle)}
      assignmentId={query}
      initialTime={time}
      rest={await restDayOf(child, time.day)}
      initialProgram={await draftOf(child, puzzle.id)}
      saved={await savedDrawingOf(child.studentId, puzzle)}
      nextHref={next ? `/students/puzzles/${next.id}${query ? `?assignment=${query}` : ""}` : "/students"}
      place={`${pack.title} · puzzle ${i + 1} of ${pack.puzzles.length}`}
    />
  );
}
