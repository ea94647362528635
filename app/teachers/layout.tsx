import type { ReactNode } from "react";
import { RoleLayout } from "@/components/shell/role-layout";
import { UnreadBadge } from "@/components/chat/unread-badge";

export const dynamic = "force-dynamic";

const NAV = [
  { href: "/teachers", label: "Classes" },
  { href: "/teachers/addClass", label: "Add class" },
  { href: "/teachers/curriculum", label: "Curriculum" },
  { href: "/teachers/notes", label: "Notes" },
  { href: "/teachers/schedule", label: "Schedule" },
  { href: "/teachers/messages", label: "Messages", badge: <UnreadBadge side="teacher" /> },
  { href: "/teachers/profile", label: "Profile" },
];

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RoleLayout role="teacher" title="Teacher" nav={NAV}>
      {children}
    </RoleLayout>
  );
}
