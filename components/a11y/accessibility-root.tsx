import type { ReactNode } from "react";
import { headers } from "next/headers";
import { accessibilityBootScript } from "@/lib/a11y/boot-script";
import { AccessibilityProvider } from "./accessibility-provider";

const bootScript = accessibilityBootScript();

// Wraps every page (app/layout.tsx). The inline script applies the browser's stored settings before the first
// paint; the provider takes over once React runs.
// The CSP (proxy.ts) runs inline scripts only with this request's nonce; reading it renders every page per request.
export async function AccessibilityRoot({ children }: { children: ReactNode }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return (
    <>
      <script nonce={nonce} dangerouslySetInnerHTML={{ __html: bootScript }} />
      <AccessibilityProvider>{children}</AccessibilityProvider>
    </>
  );
}
