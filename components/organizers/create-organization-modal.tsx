"use client";

// "Create organization" (POST /organization/admin/): any organizer creates one and becomes its organizer
// (docs/decisions/195).
import { useState, type FormEvent } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Input, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { useCreateOrganization, type OrganizationView } from "@/lib/organizations/queries";

const LABELS = { name: "Name", description: "Description", invite_code: "Invite code" };

export function CreateOrganizationModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (o: OrganizationView) => void;
}) {
  const busy = useBusy(LABELS);
  const create = useCreateOrganization();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [code, setCode] = useState("");

  async function submit(e: FormEvent) {
    e.preventDefault();
    const o = await busy("Creating organization...", () =>
      create.mutateAsync({ name, description, invite_code: code }),
    );
    if (o) onCreated(o);
  }

  return (
    <Modal title="Create organization" onClose={onClose} maxWidth="min(560px, 90vw)">
      <form onSubmit={submit} className="space-y-4">
        <Field label="Name">
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={120} required />
        </Field>
        <Field label="Description">
          <Textarea value={description} onChange={(e) => setDescription(e.target.value)} maxLength={1000} rows={3} />
        </Field>
        <Field label="Invite code" hint="Teachers type this code when they sign up. 4 to 32 letters, digits or dashes.">
          <Input value={code} onChange={(e) => setCode(e.target.value)} maxLength={32} required />
        </Field>
        <DialogActions onCancel={onClose} confirmLabel="Create" submit />
      </form>
    </Modal>
  );
}
