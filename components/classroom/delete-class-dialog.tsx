"use client";

// Deleting a class (issue 24, docs/decisions/185): what goes with it, then two ways out. Archiving is the
// ordinary one (restorable by its owner for 30 days); deleting the students' accounts now needs the class's name
// typed. Built from the kit's Modal, Field and DialogActions; the server checks the name again.
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { useDeleteClass, useEraseClass, type ClassView } from "@/lib/classes/queries";

const students = (n: number) => (n === 1 ? "1 student" : `${n} students`);
const accounts = (n: number) => (n === 1 ? "1 student's account" : `${n} students' accounts`);

export function DeleteClassDialog({
  klass,
  onClose,
  onDone,
}: {
  klass: Pick<ClassView, "id" | "className" | "studentCount">;
  onClose: () => void;
  /** Told what happened, for the page to say so. */
  onDone: (message: string) => void;
}) {
  const busy = useBusy({ confirmClassName: "Class name" });
  const archive = useDeleteClass();
  const erase = useEraseClass();
  const [typed, setTyped] = useState("");
  const cancelRef = useRef<HTMLButtonElement>(null);
  const n = klass.studentCount;
  const matches = typed.trim() === klass.className.trim();

  const archiveNow = async () => {
    const done = await busy("Archiving...", () => archive.mutateAsync(klass.id).then(() => true));
    if (done) onDone(`${klass.className} was archived. You can restore it from Archived classes within 30 days.`);
  };
  const eraseNow = async () => {
    const done = await busy("Deleting...", () => erase.mutateAsync({ id: klass.id, confirmClassName: typed }));
    if (done) onDone(`${klass.className} and ${accounts(done.deletedStudents)} were deleted.`);
  };

  return (
    <Modal
      title={`Delete ${klass.className}?`}
      onClose={onClose}
      maxWidth="min(560px, 92vw)"
      testId="delete-class"
      initialFocus={cancelRef}
    >
      <p className="text-slate-700">
        {klass.className} has {students(n)}. Their accounts, attempts and progress stay while the class is archived: it
        leaves your classes, its students cannot sign in with their cards, and you can restore it with everything in it
        within 30 days. After 30 days it is deleted with its students&apos; accounts.
      </p>
      <DialogActions
        className="mt-4"
        onCancel={onClose}
        cancelRef={cancelRef}
        confirmLabel="Archive class (restore within 30 days)"
        onConfirm={archiveNow}
      />
      <div className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4">
        <h3 className="font-semibold text-red-900">Delete now, with the students&apos; accounts</h3>
        <p className="mt-1 text-sm text-red-900">
          This deletes {klass.className} and {accounts(n)}, with their attempts and progress, for good. It cannot be
          undone.
        </p>
        <Field label={`Type ${klass.className} to confirm`} className="mt-3">
          <Input value={typed} onChange={(e) => setTyped(e.target.value)} autoComplete="off" />
        </Field>
        <Button variant="danger" className="mt-3" disabled={!matches} onClick={eraseNow}>
          {`Delete class and ${accounts(n)}`}
        </Button>
      </div>
    </Modal>
  );
}
