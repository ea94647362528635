"use client";

// Accessible dialog: focus moves in once and stays trapped (Tab wraps), Escape and the × close it, focus
// returns to where it was. `onClose` is read through a ref, so a parent re-rendering (a loading flag, a
// new callback) never re-runs the effect and never pulls focus out of the field being typed in.
// At most 900px wide (90vw) and 95vh tall, as SPEC §9 says.
// One modal at a time (docs/decisions/197): each open dialog joins the stack in ui-state; a failed call while one
// is open shows its messages inside the top dialog, never as a second modal over it.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";
import { useUiIfAny } from "./ui-state";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function Modal({
  title,
  onClose,
  children,
  maxWidth = "min(900px, 90vw)",
  testId,
  initialFocus,
  errorHost = true,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: string;
  testId?: string;
  /** What takes focus when the dialog opens (the ConfirmDialog's Cancel); the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Whether this dialog joins the stack and shows errors (false only for the error modal itself). */
  errorHost?: boolean;
}) {
  const titleId = useId();
  const ui = useUiIfAny();
  const openModal = ui?.openModal;
  const closeModal = ui?.closeModal;
  const clearErrors = ui?.clearErrors;
  const errors = errorHost && ui && ui.errors.length > 0 && ui.modals.at(-1) === titleId ? ui.errors : null;
  // Closed while it shows messages: they were read here, so they do not reappear as a modal of their own.
  const showing = useRef(false);
  useEffect(() => {
    showing.current = errors !== null;
  });
  useEffect(() => {
    if (!errorHost || !openModal || !closeModal) return;
    openModal(titleId);
    return () => {
      closeModal(titleId);
      if (showing.current) clearErrors?.();
    };
  }, [errorHost, openModal, closeModal, clearErrors, titleId]);
  const ref = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  // Read once, when the dialog opens: a new ref object on a re-render must not move focus again.
  const firstFocus = useRef(initialFocus);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    const dialog = ref.current;
    (firstFocus.current?.current ?? dialog)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (!dialog) return;
      if (e.key === "Escape") {
        e.stopPropagation();
        close.current();
        return;
      }
      if (e.key !== "Tab") return;
      const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((el) => el.offsetParent !== null);
      if (!items.length) return e.preventDefault();
      const first = items[0];
      const last = items[items.length - 1];
      const active = document.activeElement;
      if (e.shiftKey && (active === first || active === dialog)) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !dialog.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    dialog?.addEventListener("keydown", onKey);
    return () => {
      dialog?.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className="max-h-[95vh] w-full overflow-auto rounded-2xl bg-white p-6 shadow-xl focus:outline-none"
        style={{ maxWidth }}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button
            type="button"
            onClick={() => close.current()}
            aria-label="Close dialog"
            className="rounded p-1 text-2xl leading-none text-slate-600 hover:bg-slate-100"
          >
            ×
          </button>
        </div>
        {errors && (
          <div className="mb-4 rounded-xl border border-red-300 bg-red-50 p-4" data-testid="error-modal">
            <p className="font-semibold text-red-900">Please check the following</p>
            <ErrorList errors={errors} className="mt-1" />
            <button
              type="button"
              onClick={() => ui?.clearErrors()}
              className="mt-2 rounded px-2 py-1 text-sm font-medium text-red-900 underline hover:bg-red-100"
            >
              Close message
            </button>
          </div>
        )}
        {children}
      </div>
    </div>
  );
}

/** A failed call's messages, announced once: the error modal's list and the one shown inside a dialog. */
export function ErrorList({ errors, className }: { errors: readonly string[]; className?: string }) {
  return (
    <div role="alert">
      <ul className={`list-disc space-y-1 pl-6 text-red-800 ${className ?? ""}`}>
        {errors.map((e) => (
          <li key={e}>{e}</li>
        ))}
      </ul>
    </div>
  );
}
