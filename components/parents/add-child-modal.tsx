"use client";

// The add-child modal (SPEC §2 modal flag 'add child', §3 Child): a child account the family makes, which
// signs in at /login with its username and the password chosen here (docs/decisions/100).
import { useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { useAddChild, type AddChildInput, type ChildView } from "@/lib/parents/queries";

const LABELS = {
  fullname: "Full name",
  username: "Username",
  password: "Password",
  confirmPassword: "Confirm password",
  dob: "Date of birth",
  codingExperience: "Coding experience",
};

export const EXPERIENCE = [
  { value: "beginner", label: "Beginner (new to coding)" },
  { value: "experienced", label: "Experienced (has coded before)" },
];

const EMPTY: AddChildInput = {
  fullname: "",
  username: "",
  password: "",
  confirmPassword: "",
  dob: "",
  codingExperience: "experienced",
};

export function AddChildModal({ onClose, onAdded }: { onClose: () => void; onAdded: (child: ChildView) => void }) {
  const busy = useBusy(LABELS);
  const add = useAddChild();
  const [fields, setFields] = useState<AddChildInput>(EMPTY);
  const set = (k: keyof AddChildInput) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
    setFields((f) => ({ ...f, [k]: e.target.value }));

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const child = await busy("Adding Child", () => add.mutateAsync(fields));
    if (child) onAdded(child);
  }

  return (
    <Modal title="Add a child" onClose={onClose} maxWidth="min(560px, 90vw)" testId="add-child-modal">
      <form className="grid gap-3" onSubmit={submit}>
        <Field label={LABELS.fullname}>
          <Input value={fields.fullname} onChange={set("fullname")} autoComplete="off" required />
        </Field>
        <Field label={LABELS.username} hint="Your child signs in with this at the Sprout sign-in page.">
          <Input value={fields.username} onChange={set("username")} autoComplete="off" required />
        </Field>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={LABELS.password}>
            <Input type="password" value={fields.password} onChange={set("password")} autoComplete="new-password" />
          </Field>
          <Field label={LABELS.confirmPassword}>
            <Input
              type="password"
              value={fields.confirmPassword}
              onChange={set("confirmPassword")}
              autoComplete="new-password"
            />
          </Field>
        </div>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field label={LABELS.dob}>
            <Input type="date" value={fields.dob} onChange={set("dob")} />
          </Field>
          <Field label={LABELS.codingExperience}>
            <Select value={fields.codingExperience} onChange={set("codingExperience")} options={EXPERIENCE} />
          </Field>
        </div>
        <DialogActions className="mt-2" onCancel={onClose} confirmLabel="Add child" submit />
      </form>
    </Modal>
  );
}
