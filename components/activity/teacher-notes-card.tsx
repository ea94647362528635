"use client";

// "Your teacher wrote…" on the child's page (issue 39): the newest notes, each with a link to its puzzle. Shown
// only once there is a note.
import { LinkButton } from "@/components/ui/button";
import { useMyNotes } from "@/lib/lesson/work-queries";
import { puzzleHref } from "./puzzle-path";

const SHOWN = 3;

export function TeacherNotesCard() {
  const notes = useMyNotes();
  const recent = (notes.data ?? []).slice(0, SHOWN);
  if (!recent.length) return null;
  return (
    <section
      aria-labelledby="teacher-notes-heading"
      className="rounded-2xl border-4 border-sky-300 bg-sky-50 p-4"
      data-testid="teacher-notes"
    >
      <h2 id="teacher-notes-heading" className="text-2xl font-bold">
        Your teacher wrote…
      </h2>
      <ul className="mt-2 space-y-3">
        {recent.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center gap-3">
            <p className="text-lg">
              <span className="font-semibold">{n.puzzleTitle}:</span>{" "}
              <span className="whitespace-pre-line">{n.text}</span>
              {n.author && <span className="text-base text-slate-700"> — {n.author}</span>}
            </p>
            <LinkButton size="sm" className="min-h-11" href={puzzleHref(n.puzzleId)}>
              Open {n.puzzleTitle}
            </LinkButton>
          </li>
        ))}
      </ul>
    </section>
  );
}
