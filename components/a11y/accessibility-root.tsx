import type { ReactNode } from "react";

// Placeholder for the accessibility toolbar and dictionary (the public-site issue fills this in).
export function AccessibilityRoot({ children }: { children: ReactNode }) {
  return <>{children}</>;
}
