import type { ReactNode } from "react";
import { RoleLayout } from "@/components/shell/role-layout";
import { UnreadBadge } from "@/components/chat/unread-badge";

export const dynamic = "force-dynamic";

const NAV = [
  { href: "/parents", label: "Children" },
  { href: "/parents/messages", label: "Messages", badge: <UnreadBadge side="parent" /> },
  { href: "/parents/pricing", label: "Plans" },
  { href: "/parents/billing", label: "Billing" },
  { href: "/parents/profile", label: "Profile" },
];

export default function Layout({ children }: { children: ReactNode }) {
  return (
    <RoleLayout role="parent" title="Parent" nav={NAV}>
      {children}
    </RoleLayout>
  );
}
