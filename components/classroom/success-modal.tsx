"use client";

import { Button } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { usePrintCards } from "./use-print-cards";

/**
 * 'Ready to view!' (SPEC §2): offers the login cards of the students just added as a PDF (`studentIds`; the whole
 * class when they are not known, e.g. after a large import ran as a job).
 */
export function SuccessModal({
  classId,
  message,
  onClose,
  studentIds,
}: {
  classId: string;
  message: string;
  onClose: () => void;
  studentIds?: string[];
}) {
  const print = usePrintCards();
  const one = studentIds?.length === 1;
  return (
    <Modal title="Ready to view!" onClose={onClose} testId="success-modal">
      <p>{message}</p>
      <p className="mt-2 text-slate-700">
        Print the login cards so each child can sign in with a password or by scanning their QR code.
      </p>
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button onClick={() => print(classId, studentIds?.length ? { studentIds } : {})}>
          {one ? "View login card (PDF)" : "View login cards (PDF)"}
        </Button>
      </div>
    </Modal>
  );
}
