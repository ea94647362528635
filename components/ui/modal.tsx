"use client";

// Accessible dialog: focus moves in once and stays trapped (Tab wraps), Escape and the × close it, focus
// returns to where it was. `onClose` is read through a ref, so a parent re-rendering (a loading flag, a
// new callback) never re-runs the effect and never pulls focus out of the field being typed in.
// At most 900px wide (90vw) and 95vh tall, as SPEC §9 says.
import { useEffect, useId, useRef, type ReactNode, type RefObject } from "react";

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

export function Modal({
  title,
  onClose,
  children,
  maxWidth = "min(900px, 90vw)",
  testId,
  initialFocus,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: string;
  testId?: string;
  /** What takes focus when the dialog opens (the ConfirmDialog's Cancel); the dialog itself otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
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
        {children}
      </div>
    </div>
  );
}
