"use client";

import { useEffect, useId, useRef, type ReactNode } from "react";

/** Accessible dialog: focus moves in, Escape closes, at most 900px wide (90vw) as SPEC §9 says. */
export function Modal({
  title,
  onClose,
  children,
  maxWidth = "min(900px, 90vw)",
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: string;
  testId?: string;
}) {
  const titleId = useId();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => e.key === "Escape" && onClose();
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      previous?.focus?.();
    };
  }, [onClose]);
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/50 p-4">
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-testid={testId}
        className="max-h-[95vh] w-full overflow-auto rounded-2xl bg-white p-6 shadow-xl"
        style={{ maxWidth }}
      >
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="text-xl font-semibold">
            {title}
          </h2>
          <button type="button" onClick={onClose} aria-label="Close dialog" className="rounded p-1 text-2xl leading-none text-slate-600 hover:bg-slate-100">
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
