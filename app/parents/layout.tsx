import type { ReactNode } from "react";
import { DashboardShell } from "@/components/shell/dashboard-shell";
import { requireRole } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

export default async function Layout({ children }: { children: ReactNode }) {
  const user = await requireRole("parent");
  return (
    <DashboardShell title="Parent" userName={[user.firstname, user.lastname].filter(Boolean).join(" ") || user.username} nav={[{ href: "/parents", label: "Children" }]}>
      {children}
    </DashboardShell>
  );
}
