"use client";

// The teacher's newest note on this puzzle, near the goal (issue 39): "Your teacher wrote: …". Nothing shows
// while the notes load or when there is none, so the puzzle page does not move for a child without notes.
import { useMyNotes } from "@/lib/lesson/work-queries";

export function TeacherNote({ puzzleId }: { puzzleId: string }) {
  const notes = useMyNotes({ live: true });
  const note = notes.data?.find((n) => n.puzzleId === puzzleId);
  if (!note) return null;
  return (
    <aside
      aria-label="Your teacher's note"
      className="rounded-xl border-2 border-sky-300 bg-sky-50 px-4 py-3 text-lg"
      data-testid="teacher-note"
    >
      <p>
        <strong>Your teacher wrote:</strong> <span className="whitespace-pre-line">{note.text}</span>
      </p>
      {note.author && <p className="text-base text-slate-700">— {note.author}</p>}
    </aside>
  );
}
