import type { ReactNode } from "react";
import { DashboardShell } from "@/components/shell/dashboard-shell";
import { requireRole } from "@/lib/auth/guard";

export const dynamic = "force-dynamic";

export default async function Layout({ children }: { children: ReactNode }) {
  const user = await requireRole("teacher");
  return (
    <DashboardShell title="Teacher" userName={[user.firstname, user.lastname].filter(Boolean).join(" ") || user.username} nav={[{ href: "/teachers", label: "Classes" }, { href: "/teachers/addClass", label: "Add class" }, { href: "/teachers/curriculum", label: "Curriculum" }, { href: "/teachers/notes", label: "Notes" }, { href: "/teachers/schedule", label: "Schedule" }]}>
      {children}
    </DashboardShell>
  );
}
