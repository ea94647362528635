"use client";

// The toolbar's "screen reader": reads aloud what a child focuses or clicks, at the speech rate of its level
// (SPEC §9: 1 normal, 1.5 fast, 0.5 slow). It complements, never replaces, a real screen reader.
import { useEffect } from "react";
import { speak, stopSpeech } from "./speech";

const MAX_CHARS = 400;

function textOf(el: Element): string {
  const h = el as HTMLElement;
  const label = h.getAttribute("aria-label") ?? (h instanceof HTMLImageElement ? h.alt : null);
  if (label) return label;
  if (h instanceof HTMLInputElement || h instanceof HTMLTextAreaElement || h instanceof HTMLSelectElement) {
    const labelled = h.labels?.[0]?.textContent ?? h.getAttribute("placeholder") ?? "";
    return `${labelled} ${h.value ?? ""}`;
  }
  return (h.innerText ?? h.textContent ?? "").slice(0, MAX_CHARS);
}

export function ScreenReader({ level, rate }: { level: number; rate: number }) {
  useEffect(() => {
    if (!level) return;
    const read = (e: Event) => {
      const target = e.target as Element | null;
      if (!target || target === document.body) return;
      const el =
        target.closest("a, button, input, select, textarea, h1, h2, h3, h4, p, li, label, img, td, th") ?? target;
      speak([textOf(el)], rate);
    };
    document.addEventListener("focusin", read);
    document.addEventListener("click", read);
    return () => {
      document.removeEventListener("focusin", read);
      document.removeEventListener("click", read);
      stopSpeech();
    };
  }, [level, rate]);
  return null;
}
