"use client";

// "A child's work" for the class's teachers (issue 39): the child's name from the class list, their work
// read-only (./work-viewer.tsx) and, under the puzzle on screen, the notes and "Write a note".
import { LinkButton } from "@/components/ui/button";
import { useStudents } from "@/lib/classes/queries";
import { useClassWork } from "@/lib/lesson/work-queries";
import type { PublicPuzzle } from "@/lib/puzzles/content";
import { FeedbackNotes } from "./feedback-notes";
import { WorkViewer } from "./work-viewer";

export function TeacherWork({
  classId,
  studentId,
  puzzle,
}: {
  classId: string;
  studentId: string;
  puzzle: PublicPuzzle | null;
}) {
  const students = useStudents(classId);
  const work = useClassWork(classId, studentId);
  const student = students.data?.find((s) => s.id === studentId);
  const name = student?.fullName ?? "";
  const firstName = student?.firstName || name;
  return (
    <section className="space-y-4">
      <header className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">{name ? `${name}'s work` : "A child's work"}</h1>
        <LinkButton
          variant="secondary"
          size="sm"
          className="ml-auto"
          href={`/teachers?class=${classId}&student=${studentId}`}
        >
          Back to the class
        </LinkButton>
      </header>
      {work.isError || students.isError ? (
        <p role="alert">This child&apos;s work could not be read. They may have left the class.</p>
      ) : work.isPending || students.isPending ? (
        <p role="status">Loading the work…</p>
      ) : (
        <WorkViewer
          name={firstName}
          work={work.data}
          puzzle={puzzle}
          notes={(tried) => (
            <FeedbackNotes classId={classId} studentId={studentId} puzzleId={tried.puzzleId} firstName={firstName} />
          )}
        />
      )}
    </section>
  );
}
