"use client";

// When the puzzle page asks for Blockly (issue 23, docs/decisions/248): at the child's first touch, click, key or
// scroll, or 2 s after the player appeared — whichever comes first. Blockly is the heaviest script on
// the page (~200 KB gzip, hundreds of ms of parsing on a Chromebook); loaded at once it competed with the page's
// own start-up, so the maze, the instructions and Read to me waited for it.
import { useEffect, useState } from "react";

const EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "focusin"] as const;

export function useEditorWanted(settleMs = 2000): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const go = () => setWanted(true);
    // Counted from the player's mount, not the window's load event: under load "load" can come late.
    const timer = window.setTimeout(go, settleMs);
    for (const e of EVENTS) window.addEventListener(e, go, { once: true, passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      for (const e of EVENTS) window.removeEventListener(e, go, { capture: true });
    };
  }, [wanted, settleMs]);
  return wanted;
}
