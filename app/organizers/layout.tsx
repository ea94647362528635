import type { ReactNode } from "react";
import { DashboardShell } from "@/components/shell/dashboard-shell";
import { requireRole } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

export default async function Layout({ children }: { children: ReactNode }) {
  const user = await requireRole("organizer");
  return (
    <DashboardShell title="Organizer" userName={[user.firstname, user.lastname].filter(Boolean).join(" ") || user.username} nav={[{ href: "/organizers", label: "Organizations" }]}>
      {children}
    </DashboardShell>
  );
}
