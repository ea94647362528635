import type { ReactNode } from "react";
import { pageAccess } from "@/lib/auth/page-access";
import type { Role } from "@/lib/auth/roles";
import { displayName } from "@/lib/vocabulary";
import { DashboardShell, type NavItem } from "./dashboard-shell";
import { WrongRolePage } from "./wrong-role";

/** A role's dashboard frame. Not signed in → that role's sign-in page; another role → a page that says so. */
export async function RoleLayout({
  role,
  title,
  nav,
  children,
}: {
  role: Role;
  title: string;
  nav: NavItem[];
  children: ReactNode;
}) {
  const access = await pageAccess(role);
  if (!access.allowed) return <WrongRolePage role={role} ownRole={access.ownRole} home={access.home} />;
  return (
    <DashboardShell title={title} role={role} userName={displayName(access.user)} nav={nav}>
      {children}
    </DashboardShell>
  );
}
