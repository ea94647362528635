import type { Metadata } from "next";
import type { ReactNode } from "react";
import "./globals.css";
import { Providers } from "@/components/providers";
import { GlobalOverlays } from "@/components/ui/global-overlays";
import { AccessibilityRoot } from "@/components/a11y/accessibility-root";

export const metadata: Metadata = {
  title: { default: "Sprout — coding for K-8", template: "%s · Sprout" },
  description: "Sprout teaches children to code, with tools for their teachers, parents and schools.",
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <Providers>
          <AccessibilityRoot>
            {children}
            <GlobalOverlays />
          </AccessibilityRoot>
        </Providers>
      </body>
    </html>
  );
}
