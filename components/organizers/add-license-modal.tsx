"use client";

// The deployment administrator adds a license to the catalog (issue 12; docs/decisions/135).
import { useState, type FormEvent } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { useCreateLicense, type LicenseView } from "@/lib/licenses/queries";

/** A license's fields as an error names them. */
export const LICENSE_LABELS = {
  name: "Name",
  description: "Description",
  price: "Price",
  duration: "Duration",
  seats: "Seats",
};

export function AddLicenseModal({ onClose, onAdded }: { onClose: () => void; onAdded: (l: LicenseView) => void }) {
  const busy = useBusy(LICENSE_LABELS);
  const create = useCreateLicense();
  const [form, setForm] = useState({ name: "", description: "", price: "", duration: "365", seats: "30" });
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  async function submit(e: FormEvent) {
    e.preventDefault();
    const l = await busy("Adding the license...", () => create.mutateAsync(form));
    if (l) onAdded(l);
  }

  return (
    <Modal title="Add a license" onClose={onClose} maxWidth="min(560px, 90vw)">
      <form onSubmit={submit} className="space-y-4">
        <Field label="Name">
          <Input value={form.name} onChange={set("name")} maxLength={100} required />
        </Field>
        <Field label="Description">
          <Textarea value={form.description} onChange={set("description")} maxLength={1000} rows={3} />
        </Field>
        <Field label="Price (US dollars)" hint="For the whole term, for example 120 or 99.50.">
          <Input value={form.price} onChange={set("price")} inputMode="decimal" maxLength={10} required />
        </Field>
        <Field label="Duration (days)" hint="From the day it is granted: 1 to 3650 days.">
          <Input type="number" min={1} max={3650} value={form.duration} onChange={set("duration")} required />
        </Field>
        <Field label="Seats" hint="How many students the license is for.">
          <Input type="number" min={1} max={100000} value={form.seats} onChange={set("seats")} required />
        </Field>
        <DialogActions onCancel={onClose} confirmLabel="Add license" submit />
      </form>
    </Modal>
  );
}
