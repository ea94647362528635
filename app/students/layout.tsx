import type { ReactNode } from "react";
import { RoleLayout } from "@/components/shell/role-layout";

export const dynamic = "force-dynamic";

const NAV = [{ href: "/students", label: "My page" }];

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RoleLayout role="student" title="Student" nav={NAV}>
      {children}
    </RoleLayout>
  );
}
