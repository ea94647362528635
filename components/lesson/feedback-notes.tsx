"use client";

// The teacher's notes on a child's puzzle (issue 39): the notes the class's teachers wrote on it, newest first,
// and "Write a note". The child reads them on the puzzle page and on their home page.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useStudentNotes, useWriteNote } from "@/lib/lesson/work-queries";
import { whenWords } from "./work-words";

export function FeedbackNotes({
  classId,
  studentId,
  puzzleId,
  firstName,
}: {
  classId: string;
  studentId: string;
  puzzleId: string;
  firstName: string;
}) {
  const notes = useStudentNotes(classId, studentId);
  const write = useWriteNote(classId, studentId);
  const fail = useApiError({ text: "Note" });
  const [text, setText] = useState("");
  const [sent, setSent] = useState<string | null>(null);
  const onPuzzle = (notes.data ?? []).filter((n) => n.puzzleId === puzzleId);
  return (
    <section aria-labelledby="notes-heading" className="space-y-3 border-t pt-4" data-testid="feedback-notes">
      <h3 id="notes-heading" className="text-xl font-semibold">
        Notes to {firstName} on this puzzle
      </h3>
      {notes.isPending ? (
        <p role="status">Loading the notes…</p>
      ) : onPuzzle.length ? (
        <ul className="space-y-2">
          {onPuzzle.map((n) => (
            <li key={n.id} className="rounded-lg border border-slate-300 p-3">
              <p className="whitespace-pre-line">{n.text}</p>
              <p className="text-sm text-slate-700">
                {n.author ?? "A former teacher"} · {whenWords(n.createdAt)}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">No notes on this puzzle yet.</p>
      )}
      <form
        className="space-y-2"
        onSubmit={(e) => {
          e.preventDefault();
          const note = text.trim();
          if (!note) return;
          setSent(null);
          write.mutateAsync({ puzzleId, text: note }).then((saved) => {
            setText("");
            setSent(saved.text);
          }, fail);
        }}
      >
        <Field label="Write a note" hint={`${firstName} sees it on this puzzle and on their page.`}>
          <Textarea rows={3} value={text} onChange={(e) => setText(e.target.value)} required />
        </Field>
        <Button type="submit" disabled={write.isPending}>
          Send note
        </Button>
        <p role="status" className="min-h-6 text-sprout-700" data-testid="note-sent">
          {sent && `Sent to ${firstName}: “${sent}”`}
        </p>
      </form>
    </section>
  );
}
