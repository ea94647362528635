import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";
import { env } from "@/lib/env";

const TITLES = { teacher: "Teacher sign in", parent: "Parent sign in", organizer: "Organizer sign in" } as const;
const PASSWORD_CHANGED_NOTICE = "Your password is changed. Please sign in with the new one.";

export default async function RoleLoginPage({
  params,
  searchParams,
}: {
  params: Promise<{ role: string }>;
  searchParams: Promise<{ password?: string; next?: string }>;
}) {
  const { role } = await params;
  const { password, next } = await searchParams;
  if (!(role in TITLES)) notFound();
  const r = role as keyof typeof TITLES;
  return (
    <AuthCard title={TITLES[r]}>
      <LoginForm
        role={r}
        notice={password === "changed" ? PASSWORD_CHANGED_NOTICE : undefined}
        googleClientId={env.googleConfigured ? (env.GOOGLE_CLIENT_ID ?? null) : null}
        next={typeof next === "string" ? next : undefined}
      />
    </AuthCard>
  );
}
