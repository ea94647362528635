import type { ReactNode } from "react";
import { RoleLayout } from "@/components/shell/role-layout";

export const dynamic = "force-dynamic";

const NAV = [
  { href: "/teachers", label: "Classes" },
  { href: "/teachers/addClass", label: "Add class" },
  { href: "/teachers/curriculum", label: "Curriculum" },
  { href: "/teachers/notes", label: "Notes" },
  { href: "/teachers/schedule", label: "Schedule" },
];

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RoleLayout role="teacher" title="Teacher" nav={NAV}>
      {children}
    </RoleLayout>
  );
}
