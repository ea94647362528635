import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { LoginForm } from "@/components/auth/login-form";

const TITLES = { teacher: "Teacher sign in", parent: "Parent sign in", organizer: "Organizer sign in" } as const;

export default async function RoleLoginPage({ params }: { params: Promise<{ role: string }> }) {
  const { role } = await params;
  if (!(role in TITLES)) notFound();
  const r = role as keyof typeof TITLES;
  return (
    <AuthCard title={TITLES[r]}>
      <LoginForm role={r} />
    </AuthCard>
  );
}
