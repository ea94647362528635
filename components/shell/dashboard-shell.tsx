import Link from "next/link";
import type { ReactNode } from "react";
import { LogoutButton } from "@/components/auth/logout-button";
import { DashboardSessionGuard } from "@/components/auth/session-ended";
import type { Role } from "@/lib/auth/roles";

/** `badge`: an element shown after the label (the unread count beside "Messages"). */
export type NavItem = { href: string; label: string; badge?: ReactNode };

/** The signed-in frame every role's dashboard shares: brand, section links, the user's name, sign out. */
export function DashboardShell({
  title,
  role,
  userName,
  nav,
  children,
}: {
  title: string;
  role: Role;
  userName: string;
  nav: NavItem[];
  children: ReactNode;
}) {
  return (
    <div className="min-h-screen bg-sprout-50">
      <DashboardSessionGuard role={role} />
      <header className="border-b border-sprout-100 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-4 px-4 py-3">
          <Link href="/" className="text-2xl font-bold text-sprout-700">
            Sprout
          </Link>
          <span className="rounded-full bg-sprout-100 px-3 py-1 text-sm font-medium text-sprout-700">{title}</span>
          <nav aria-label="Dashboard" className="flex flex-wrap gap-1">
            {nav.map((n) => (
              <Link key={n.href} href={n.href} className="rounded-lg px-3 py-2 text-slate-700 hover:bg-sprout-50">
                {n.label}
                {n.badge}
              </Link>
            ))}
          </nav>
          <div className="ml-auto flex items-center gap-3">
            <span className="text-sm text-slate-700" data-testid="signed-in-user">
              {userName}
            </span>
            {role !== "student" && (
              <Link href="/change-password" className="text-sm text-sprout-700 underline">
                Change password
              </Link>
            )}
            <LogoutButton />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </div>
  );
}
