"use client";

// Cursor levels 2 and 3: a reading mask (dims all but a band around the pointer) and a reading guide
// (a bar under the pointer). Decorative, so hidden from assistive technology and from the pointer.
import { useEffect, useState } from "react";

const BAND = 140;

export function ReadingAids({ cursor }: { cursor: number }) {
  const [y, setY] = useState<number | null>(null);
  useEffect(() => {
    if (cursor < 2) return;
    const onMove = (e: PointerEvent) => setY(e.clientY);
    window.addEventListener("pointermove", onMove);
    return () => window.removeEventListener("pointermove", onMove);
  }, [cursor]);
  if (cursor < 2) return null;
  const at = y ?? (typeof window === "undefined" ? 300 : window.innerHeight / 2);
  const shade = "fixed inset-x-0 z-[65] bg-black/60 pointer-events-none";
  if (cursor === 2) {
    return (
      <div aria-hidden="true" data-testid="reading-mask">
        <div className={`${shade} top-0`} style={{ height: Math.max(0, at - BAND / 2) }} />
        <div className={`${shade} bottom-0`} style={{ top: at + BAND / 2 }} />
      </div>
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="reading-guide"
      className="pointer-events-none fixed inset-x-0 z-[65] h-2 border-y-2 border-yellow-300 bg-slate-900"
      style={{ top: at + 12 }}
    />
  );
}
