"use client";

// Reporting one message to the school's organizer (docs/decisions/120): a reason, optional, then Report.
import { useState, type FormEvent } from "react";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Textarea } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";

export function ReportModal({
  onReport,
  onClose,
}: {
  onReport: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const [reason, setReason] = useState("");
  async function submit(e: FormEvent) {
    e.preventDefault();
    await onReport(reason);
  }
  return (
    <Modal title="Report this message" onClose={onClose} maxWidth="min(480px, 90vw)" testId="report-modal">
      <form onSubmit={submit} className="flex flex-col gap-3">
        <p>Your school&apos;s organizer will see this one message and your reason, not the rest of the conversation.</p>
        <Field label="Reason (optional)">
          <Textarea value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={500} />
        </Field>
        <DialogActions onCancel={onClose} confirmLabel="Report" submit destructive />
      </form>
    </Modal>
  );
}
