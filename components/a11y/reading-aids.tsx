"use client";

// Cursor levels 2 and 3: a reading mask (dims all but a band around the pointer) and a reading guide
// (a bar under the pointer). Decorative, so hidden from assistive technology and from the pointer. The mask
// never dims an area marked [data-unmasked] (the puzzle's maze, issue 40): its shade is cut around them
// (lib/a11y/reading-mask.ts), followed once a frame while the mask is on, so scrolling never leaves the maze dim.
import { useEffect, useState } from "react";
import { maskRects, type Rect } from "@/lib/a11y/reading-mask";

const BAND = 140;

function unmaskedAreas(): Rect[] {
  return [...document.querySelectorAll("[data-unmasked]")].map((el) => {
    const r = el.getBoundingClientRect();
    return { left: r.left, top: r.top, width: r.width, height: r.height };
  });
}

/** The areas never dimmed, as they are on the screen now; the same array while nothing moves. */
function useUnmaskedAreas(on: boolean): Rect[] {
  const [holes, setHoles] = useState<Rect[]>([]);
  useEffect(() => {
    if (!on) return;
    let frame = 0;
    let last = "";
    const look = () => {
      const now = unmaskedAreas();
      const key = JSON.stringify(now);
      if (key !== last) {
        last = key;
        setHoles(now);
      }
      frame = requestAnimationFrame(look);
    };
    look();
    return () => cancelAnimationFrame(frame);
  }, [on]);
  return holes;
}

export function ReadingAids({ cursor }: { cursor: number }) {
  const [y, setY] = useState<number | null>(null);
  const [view, setView] = useState({ width: 0, height: 0 });
  const holes = useUnmaskedAreas(cursor === 2);
  useEffect(() => {
    if (cursor < 2) return;
    const onMove = (e: PointerEvent) => setY(e.clientY);
    const onResize = () => setView({ width: window.innerWidth, height: window.innerHeight });
    onResize();
    window.addEventListener("pointermove", onMove);
    window.addEventListener("resize", onResize);
    return () => {
      window.removeEventListener("pointermove", onMove);
      window.removeEventListener("resize", onResize);
    };
  }, [cursor]);
  if (cursor < 2) return null;
  const at = y ?? (typeof window === "undefined" ? 300 : window.innerHeight / 2);
  if (cursor === 2) {
    const rects = maskRects(view, { top: at - BAND / 2, bottom: at + BAND / 2 }, holes);
    return (
      <div aria-hidden="true" data-testid="reading-mask">
        {rects.map((r) => (
          <div
            key={`${r.left},${r.top},${r.width},${r.height}`}
            className="pointer-events-none fixed z-[65] bg-black/60"
            style={r}
          />
        ))}
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
