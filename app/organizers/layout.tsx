import type { ReactNode } from "react";
import { RoleLayout } from "@/components/shell/role-layout";

export const dynamic = "force-dynamic";

const NAV = [
  { href: "/organizers", label: "Organizations" },
  { href: "/organizers/profile", label: "Profile" },
];

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RoleLayout role="organizer" title="Organizer" nav={NAV}>
      {children}
    </RoleLayout>
  );
}
