"use client";

// When the puzzle page asks for Blockly (issue 23, docs/decisions/248 and 250): at the child's first move, touch,
// click, key, wheel or focus, or when they press "Start building". Blockly is the heaviest script on the page
// (~200 KB gzip; its parse and inject take 0.3-0.6 s of a Chromebook's main thread); the maze, the instructions
// and "Read to me" are ready without it, and a child who is only listening never pays for it.
import { useCallback, useEffect, useState } from "react";

const EVENTS = ["pointerdown", "pointermove", "keydown", "touchstart", "wheel", "focusin"] as const;

/** Whether the editor is wanted yet, and a way to want it now. */
export function useEditorWanted(): [boolean, () => void] {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  useEffect(() => {
    if (wanted) return;
    for (const e of EVENTS) window.addEventListener(e, want, { once: true, passive: true, capture: true });
    return () => {
      for (const e of EVENTS) window.removeEventListener(e, want, { capture: true });
    };
  }, [wanted, want]);
  return [wanted, want];
}
