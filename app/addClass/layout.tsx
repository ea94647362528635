import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

/** /addClass lives outside /teachers, so it guards itself. */
export default async function Layout({ children }: { children: ReactNode }) {
  await requireRole("teacher");
  return <main className="mx-auto min-h-screen max-w-6xl bg-sprout-50 px-4 py-8">{children}</main>;
}
