"use client";

// The teacher corrects a student's details (issue 28): names, username, e-mail, date of birth, through the
// student PUT of SPEC §7. A changed username is the one the next printed card shows.
import { useState } from "react";
import { Modal } from "@/components/ui/modal";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import type { StudentView } from "@/lib/classes/queries";
import { useUpdateStudent } from "@/lib/classes/student-queries";
import { StudentContactFields } from "./student-contact-fields";

const LABELS = {
  firstName: "First name",
  lastName: "Last name",
  username: "Username",
  email: "Email",
  dob: "Date of birth",
};

export function StudentEditModal({
  classId,
  student,
  onClose,
}: {
  classId: string;
  student: StudentView;
  onClose: () => void;
}) {
  const busy = useBusy(LABELS);
  const update = useUpdateStudent(classId, student.id);
  const [initial] = useState(() => ({
    firstName: student.firstName,
    lastName: student.lastName,
    username: student.username,
    email: student.email ?? "",
    dob: student.dob ?? "",
  }));
  const [fields, setFields] = useState(initial);
  const set = (k: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    // Only what changed is sent: an unchanged e-mail keeps its confirmation.
    const changed = Object.fromEntries(
      (Object.keys(fields) as (keyof typeof fields)[])
        .filter((k) => fields[k] !== initial[k])
        .map((k) => [k, fields[k]]),
    );
    if (Object.keys(changed).length === 0) return onClose();
    const saved = await busy("Saving...", () => update.mutateAsync(changed));
    if (saved) onClose();
  }

  return (
    <Modal title={`Edit ${student.fullName}`} onClose={onClose} testId="student-edit" maxWidth="min(640px, 90vw)">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label="First name">
            <Input value={fields.firstName} onChange={set("firstName")} autoComplete="off" required />
          </Field>
          <Field label="Last name">
            <Input value={fields.lastName} onChange={set("lastName")} autoComplete="off" required />
          </Field>
          <Field label="Username" hint="The next card you print shows it.">
            <Input value={fields.username} onChange={set("username")} autoComplete="off" required />
          </Field>
          <StudentContactFields email={fields.email} dob={fields.dob} set={set} />
        </div>
        <DialogActions onCancel={onClose} confirmLabel="Save changes" submit />
      </form>
    </Modal>
  );
}
