"use client";

import { createContext, useContext } from "react";
import type { A11yKey, A11ySettings } from "@/lib/a11y/settings";

export type A11yContextValue = {
  settings: A11ySettings;
  cycle: (key: A11yKey) => void;
  togglePreset: (id: string) => void;
  reset: () => void;
};

export const A11yContext = createContext<A11yContextValue | null>(null);

export function useAccessibility(): A11yContextValue {
  const v = useContext(A11yContext);
  if (!v) throw new Error("useAccessibility outside AccessibilityRoot");
  return v;
}
