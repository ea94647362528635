"use client";

// When the puzzle page asks for Blockly (issue 23, docs/decisions/248): at the child's first touch, click, key or
// scroll, or once the page has settled after loading — whichever comes first. Blockly is the heaviest script on
// the page (~200 KB gzip, hundreds of ms of parsing on a Chromebook); loaded at once it competed with the page's
// own start-up, so the maze, the instructions and Read to me waited for it.
import { useEffect, useState } from "react";

const EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "focusin"] as const;

export function useEditorWanted(settleMs = 2500): boolean {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const go = () => setWanted(true);
    let timer: number | undefined;
    const arm = () => {
      timer = window.setTimeout(go, settleMs);
    };
    if (document.readyState === "complete") arm();
    else window.addEventListener("load", arm, { once: true });
    for (const e of EVENTS) window.addEventListener(e, go, { once: true, passive: true, capture: true });
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener("load", arm);
      for (const e of EVENTS) window.removeEventListener(e, go, { capture: true });
    };
  }, [wanted, settleMs]);
  return wanted;
}
