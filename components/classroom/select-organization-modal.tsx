"use client";

// SPEC §2's "select organization" modal: a teacher files a class under one of their organizations.
import { useState } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Modal } from "@/components/ui/modal";
import type { OrganizationView } from "@/lib/organizations/queries";

export function SelectOrganizationModal({
  organizations,
  selected,
  onSelect,
  onClose,
}: {
  organizations: OrganizationView[];
  selected: string;
  onSelect: (id: string) => void;
  onClose: () => void;
}) {
  const [choice, setChoice] = useState(selected);
  return (
    <Modal title="Select organization" onClose={onClose} maxWidth="min(520px, 90vw)" testId="select-organization">
      <fieldset className="space-y-2">
        <legend className="mb-2">Which organization is this class part of?</legend>
        {organizations.map((o) => (
          <label key={o.id} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 p-3">
            <input
              type="radio"
              name="organization"
              value={o.id}
              checked={choice === o.id}
              onChange={() => setChoice(o.id)}
              className="h-4 w-4 accent-sprout-700"
            />
            <span>{o.name}</span>
          </label>
        ))}
      </fieldset>
      <DialogActions
        className="mt-4"
        onCancel={onClose}
        confirmLabel="Choose"
        onConfirm={() => onSelect(choice)}
        disabled={!choice}
      />
    </Modal>
  );
}
