import type { ReactNode } from "react";
import { accessibilityBootScript } from "@/lib/a11y/boot-script";
import { AccessibilityProvider } from "./accessibility-provider";

const bootScript = accessibilityBootScript();

// Wraps every page (app/layout.tsx). The inline script applies the browser's stored settings before the first
// paint; the provider takes over once React runs.
export function AccessibilityRoot({ children }: { children: ReactNode }) {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: bootScript }} />
      <AccessibilityProvider>{children}</AccessibilityProvider>
    </>
  );
}
