"use client";

// Whether the puzzle world stays still (issue 23, docs/decisions/210): the accessibility toolbar's "Pause
// animations" or the system's reduced-motion setting. Calm means no transition, no keyframe and no timed
// step: every state is shown at once.
import { useSyncExternalStore } from "react";
import { useAccessibility } from "@/components/a11y/accessibility-context";

const QUERY = "(prefers-reduced-motion: reduce)";

function subscribe(onChange: () => void) {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    // The server renders the calm picture (it has no motion anyway).
    () => true,
  );
}

export function useCalm(): boolean {
  const { settings } = useAccessibility();
  const reduced = usePrefersReducedMotion();
  return settings.pauseAnimations > 0 || reduced;
}
