"use client";

import { useEffect } from "react";

/** A short message in the corner that also reaches screen readers; gone after 3 seconds. */
export function Toast({ message, onDone }: { message: string | null; onDone: () => void }) {
  useEffect(() => {
    if (!message) return;
    const t = setTimeout(onDone, 3000);
    return () => clearTimeout(t);
  }, [message, onDone]);
  return (
    <div role="status" aria-live="polite" className="a11y-ui pointer-events-none fixed right-4 top-4 z-[80]">
      {message && (
        <p className="rounded-lg bg-slate-900 px-4 py-2 font-medium text-white shadow-lg" data-testid="toast">
          {message}
        </p>
      )}
    </div>
  );
}
