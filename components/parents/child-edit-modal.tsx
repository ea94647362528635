"use client";

// The parent corrects a child's details (issue 28): name, birth date, coding experience. A school child's name
// is kept by the teacher (the server answers why; docs/decisions/193), so the field is read-only for them here.
import { useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { useUpdateChild, type ChildView } from "@/lib/parents/queries";
import { EXPERIENCE } from "./add-child-modal";

const LABELS = { fullname: "Full name", dob: "Date of birth", codingExperience: "Coding experience" };

export function ChildEditModal({ child, onClose }: { child: ChildView; onClose: () => void }) {
  const busy = useBusy(LABELS);
  const update = useUpdateChild(child.id);
  const school = Boolean(child.classroom);
  const [fields, setFields] = useState({
    fullname: child.fullName,
    dob: child.dob ?? "",
    codingExperience: child.codingExperience,
  });
  const set = (k: keyof typeof fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const change = {
      ...(!school && fields.fullname !== child.fullName ? { fullname: fields.fullname } : {}),
      ...(fields.dob !== (child.dob ?? "") ? { dob: fields.dob } : {}),
      ...(fields.codingExperience !== child.codingExperience ? { codingExperience: fields.codingExperience } : {}),
    };
    if (Object.keys(change).length === 0) return onClose();
    const saved = await busy("Saving...", () => update.mutateAsync(change));
    if (saved) onClose();
  }

  return (
    <Modal title={`Edit ${child.fullName}`} onClose={onClose} testId="child-edit" maxWidth="min(560px, 90vw)">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field
          label={LABELS.fullname}
          hint={school ? `${child.classroom?.teacher ?? "The teacher"} keeps the name of a school account.` : undefined}
        >
          <Input value={fields.fullname} onChange={set("fullname")} readOnly={school} required />
        </Field>
        <Field label={LABELS.dob}>
          <Input type="date" value={fields.dob} onChange={set("dob")} required />
        </Field>
        <Field label={LABELS.codingExperience}>
          <Select value={fields.codingExperience} onChange={set("codingExperience")} options={EXPERIENCE} />
        </Field>
        <DialogActions onCancel={onClose} confirmLabel="Save changes" submit />
      </form>
    </Modal>
  );
}
