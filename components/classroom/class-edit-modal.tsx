"use client";

// "Edit class" (issue 28): a class's name, colour, grade, subject and room for its teachers; for its owner the
// co-teachers too. A teacher invited here co-teaches only once they accept (docs/decisions/061, 192).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useUpdateClass, type ClassView } from "@/lib/classes/queries";
import { displayName, type ClassColor } from "@/lib/vocabulary";
import { ClassColorPicker } from "./class-color-picker";
import { ClassFields } from "./class-fields";

const LABELS = {
  className: "Class name",
  grade: "Grade",
  subject: "Subject",
  roomNumber: "Room number",
  color: "Colour",
  inviteCoTeachers: "Invite a co-teacher",
};

export function ClassEditModal({ klass, onClose }: { klass: ClassView; onClose: () => void }) {
  const busy = useBusy(LABELS);
  const confirm = useConfirm();
  const update = useUpdateClass(klass.id);
  const [fields, setFields] = useState({
    className: klass.className,
    grade: klass.grade,
    subject: klass.subject,
    roomNumber: klass.roomNumber,
    color: klass.color as ClassColor,
  });
  const [invite, setInvite] = useState("");
  const [status, setStatus] = useState("");
  const set = (k: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const saved = await busy("Saving...", () => update.mutateAsync(fields));
    if (saved) onClose();
  }

  async function sendInvite() {
    if (!invite.trim()) return;
    const saved = await busy("Inviting...", () => update.mutateAsync({ inviteCoTeachers: [invite.trim()] }));
    if (saved) {
      setStatus(`Invitation recorded for ${invite.trim()}. They co-teach once they accept it.`);
      setInvite("");
    }
  }

  return (
    <Modal title={`Edit ${klass.className}`} onClose={onClose} testId="class-edit" maxWidth="min(720px, 90vw)">
      <form onSubmit={save} className="space-y-4" noValidate>
        <ClassFields fields={fields} set={set} gradePlaceholder="No grade" />
        <ClassColorPicker value={fields.color} onChange={set("color")} name="edit-color" />
        <DialogActions onCancel={onClose} confirmLabel="Save class" submit />
      </form>

      {klass.isOwner && (
        <section className="mt-6 border-t pt-4" aria-labelledby="co-teachers-heading">
          <h3 id="co-teachers-heading" className="font-semibold">
            Co-teachers
          </h3>
          <p className="text-sm text-slate-600">
            Co-teachers see and change the class like you, except deleting it or its students. Someone you invite
            co-teaches only after they accept.
          </p>
          <ul className="mt-2 divide-y" data-testid="co-teachers">
            {klass.coTeachers.map((t) => (
              <li key={t.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {displayName(t)} <span className="text-slate-600">({t.username})</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={async () => {
                    const sure = await confirm({
                      title: `Remove ${displayName(t)} from ${klass.className}?`,
                      message: "They stop seeing the class and its students. You can invite them again.",
                      confirmLabel: "Remove co-teacher",
                      destructive: true,
                    });
                    if (sure) await busy("Saving...", () => update.mutateAsync({ removeCoTeachers: [t.id] }));
                  }}
                >
                  Remove
                </Button>
              </li>
            ))}
            {klass.invited.map((identifier) => (
              <li key={identifier} className="flex flex-wrap items-center justify-between gap-2 py-2">
                <span>
                  {identifier} <span className="text-slate-600">(invited, not answered yet)</span>
                </span>
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => busy("Saving...", () => update.mutateAsync({ cancelInvitations: [identifier] }))}
                >
                  Cancel invitation
                </Button>
              </li>
            ))}
            {klass.coTeachers.length + klass.invited.length === 0 && (
              <li className="py-2 text-slate-600">No co-teachers yet.</li>
            )}
          </ul>
          <div className="mt-3 flex flex-wrap items-end gap-2">
            <Field label="Invite a co-teacher" hint="Their e-mail address or username." className="min-w-0 flex-1">
              <Input value={invite} onChange={(e) => setInvite(e.target.value)} autoComplete="off" />
            </Field>
            <Button variant="secondary" onClick={sendInvite}>
              Invite
            </Button>
          </div>
          <p role="status" className="mt-2 text-sm text-sprout-700">
            {status}
          </p>
        </section>
      )}
    </Modal>
  );
}
