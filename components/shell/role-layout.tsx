import type { ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { LinkButton } from "@/components/ui/button";
import { pageAccess } from "@/lib/auth/page-access";
import type { Role } from "@/lib/auth/roles";
import { displayName } from "@/lib/vocabulary";
import { DashboardShell, type NavItem } from "./dashboard-shell";

const PEOPLE: Record<Role, string> = {
  teacher: "teachers",
  parent: "parents",
  student: "students",
  organizer: "organizers",
};

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
  if (!access.allowed) {
    return (
      <AuthCard title={`This page is for ${PEOPLE[role]}`}>
        <div className="space-y-4" data-testid="wrong-role">
          <p>
            You are signed in{access.ownRole ? ` as a ${access.ownRole}` : ""}, so this part of Sprout is not yours to
            open.
          </p>
          <LinkButton href={access.home}>Go to my dashboard</LinkButton>
        </div>
      </AuthCard>
    );
  }
  return (
    <DashboardShell title={title} role={role} userName={displayName(access.user)} nav={nav}>
      {children}
    </DashboardShell>
  );
}
