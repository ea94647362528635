import type { ReactNode } from "react";
import { requireRole } from "@/lib/auth/guard";
import type { Role } from "@/lib/auth/roles";
import { DashboardShell, type NavItem } from "./dashboard-shell";

/** A role's dashboard frame: signed-in users with that role only, others go to its sign-in page. */
export async function RoleLayout({ role, title, nav, children }: { role: Role; title: string; nav: NavItem[]; children: ReactNode }) {
  const { user } = await requireRole(role);
  const name = [user.firstname, user.lastname].filter(Boolean).join(" ") || user.username;
  return (
    <DashboardShell title={title} userName={name} nav={nav}>
      {children}
    </DashboardShell>
  );
}
