"use client";

import { Button } from "./button";
import { ErrorList, Modal } from "./modal";
import { useUi } from "./ui-state";

export function GlobalOverlays() {
  const { errors, clearErrors, loading, generating, modals } = useUi();
  return (
    <>
      {/* With a dialog open, its own body shows the errors (components/ui/modal.tsx): one modal at a time. */}
      {errors.length > 0 && modals.length === 0 && (
        <Modal title="Please check the following" onClose={clearErrors} testId="error-modal" errorHost={false}>
          <ErrorList errors={errors} />
          <div className="mt-6 text-right">
            <Button onClick={clearErrors}>Close</Button>
          </div>
        </Modal>
      )}
      {(loading || generating) && (
        <div
          className="fixed inset-0 z-[60] flex items-center justify-center bg-white/70"
          role="status"
          aria-live="polite"
        >
          <div className="rounded-xl bg-white px-6 py-4 text-lg font-medium shadow-lg">{generating ?? loading}</div>
        </div>
      )}
    </>
  );
}
