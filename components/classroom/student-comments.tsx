"use client";

// The teachers' comments on a student: added, edited in place and deleted by their author.
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Input } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useComments } from "@/lib/classes/queries";
import { useAddComment, useDeleteComment, useEditComment } from "@/lib/classes/student-queries";

export function StudentComments({ studentId }: { studentId: string }) {
  const fail = useApiError();
  const comments = useComments(studentId);
  const [text, setText] = useState("");
  const add = useAddComment(studentId);
  const edit = useEditComment(studentId);
  const del = useDeleteComment(studentId);
  const confirm = useConfirm();
  // The comment being edited in place (no browser prompt: docs/decisions/197).
  const [editing, setEditing] = useState<{ id: string; text: string } | null>(null);
  const focusOnMount = useCallback((el: HTMLInputElement | null) => el?.focus(), []);
  async function remove(id: string) {
    const sure = await confirm({
      title: "Delete this comment?",
      message: "It is removed for every teacher of the class.",
      confirmLabel: "Delete comment",
      destructive: true,
    });
    if (sure) await del.mutateAsync(id).catch(fail);
  }
  return (
    <section>
      <h3 className="font-semibold">Comments</h3>
      <form
        className="mt-2 flex gap-2"
        onSubmit={(e) => {
          e.preventDefault();
          add.mutateAsync(text).then(() => setText(""), fail);
        }}
      >
        <Input
          aria-label="New comment"
          className="flex-1 py-1"
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" className="shrink-0">
          Add comment
        </Button>
      </form>
      <ul className="mt-2 space-y-2">
        {comments.data?.map((c) => (
          <li key={c.id} className="rounded border p-2 text-sm">
            {editing?.id === c.id ? (
              <form
                className="space-y-2"
                onSubmit={(e) => {
                  e.preventDefault();
                  const t = editing.text.trim();
                  if (!t) return;
                  edit.mutateAsync({ id: c.id, text: t }).then(() => setEditing(null), fail);
                }}
              >
                <Input
                  aria-label="Edit comment"
                  className="py-1"
                  value={editing.text}
                  onChange={(e) => setEditing({ id: c.id, text: e.target.value })}
                  ref={focusOnMount}
                />
                <DialogActions onCancel={() => setEditing(null)} confirmLabel="Save comment" submit align="start" />
              </form>
            ) : (
              <p>{c.text}</p>
            )}
            <p className="text-xs text-slate-600">
              {c.author.name} · {new Date(c.createdAt).toLocaleDateString()}
            </p>
            {c.isMine && editing?.id !== c.id && (
              <div className="mt-1 flex gap-2 text-xs">
                <Button size="sm" variant="ghost" onClick={() => setEditing({ id: c.id, text: c.text })}>
                  Edit
                </Button>
                <Button size="sm" variant="ghost" className="text-red-800" onClick={() => void remove(c.id)}>
                  Delete
                </Button>
              </div>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
