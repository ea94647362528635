import type { ReactNode } from "react";
import { DashboardSessionGuard } from "@/components/auth/session-ended";
import { WrongRolePage } from "@/components/shell/wrong-role";
import { pageAccess } from "@/lib/auth/page-access";

export const dynamic = "force-dynamic";

/** /addClass lives outside /teachers, so it guards itself, as the dashboard layouts do. */
export default async function Layout({ children }: { children: ReactNode }) {
  const access = await pageAccess("teacher");
  if (!access.allowed) return <WrongRolePage role="teacher" ownRole={access.ownRole} home={access.home} />;
  return (
    <main className="mx-auto min-h-screen max-w-6xl bg-sprout-50 px-4 py-8">
      <DashboardSessionGuard role="teacher" />
      {children}
    </main>
  );
}
