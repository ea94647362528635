"use client";

// The kit's confirmation (docs/decisions/171): a Modal with a title, what goes with the action, and Cancel /
// the action's own name. Focus starts on Cancel, so Enter or Escape never deletes by accident. `useConfirm()`
// opens it from an event handler and resolves true (confirmed) or false (Cancel, Escape, ×).
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import { DialogActions } from "./dialog-actions";
import { Modal } from "./modal";

export type ConfirmOptions = {
  title: string;
  /** What goes with the action: what is lost, what keeps working. */
  message?: ReactNode;
  /** The confirm button's name, for the action ("Delete unit"), never "OK". */
  confirmLabel: string;
  /** Red confirm button: the action deletes or cannot be undone. */
  destructive?: boolean;
  /** "Cancel" unless the action's own name is a kind of cancelling ("Keep my plan" beside "Cancel plan"). */
  cancelLabel?: string;
};

export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  destructive = false,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmOptions & { onConfirm: () => void; onCancel: () => void }) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      title={title}
      onClose={onCancel}
      maxWidth="min(480px, 90vw)"
      testId="confirm-dialog"
      initialFocus={cancelRef}
    >
      {message && <div className="text-slate-700">{message}</div>}
      <DialogActions
        className="mt-6"
        onCancel={onCancel}
        cancelLabel={cancelLabel}
        cancelRef={cancelRef}
        confirmLabel={confirmLabel}
        onConfirm={onConfirm}
        destructive={destructive}
      />
    </Modal>
  );
}

type Pending = ConfirmOptions & { resolve: (confirmed: boolean) => void };

const ConfirmCtx = createContext<((options: ConfirmOptions) => Promise<boolean>) | null>(null);

/** Mounted once in the root layout: holds the one open confirmation. */
export function ConfirmProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirm = useCallback(
    (options: ConfirmOptions) =>
      new Promise<boolean>((resolve) => {
        setPending((open) => {
          open?.resolve(false);
          return { ...options, resolve };
        });
      }),
    [],
  );
  const answer = useCallback(
    (confirmed: boolean) =>
      setPending((open) => {
        open?.resolve(confirmed);
        return null;
      }),
    [],
  );
  const value = useMemo(() => confirm, [confirm]);
  return (
    <ConfirmCtx.Provider value={value}>
      {children}
      {pending && (
        <ConfirmDialog
          title={pending.title}
          message={pending.message}
          confirmLabel={pending.confirmLabel}
          destructive={pending.destructive}
          cancelLabel={pending.cancelLabel}
          onConfirm={() => answer(true)}
          onCancel={() => answer(false)}
        />
      )}
    </ConfirmCtx.Provider>
  );
}

/** `if (!(await confirm({ title, message, confirmLabel, destructive: true }))) return;` */
export function useConfirm(): (options: ConfirmOptions) => Promise<boolean> {
  const confirm = useContext(ConfirmCtx);
  if (!confirm) throw new Error("useConfirm outside ConfirmProvider");
  return confirm;
}
