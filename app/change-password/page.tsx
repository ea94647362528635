import { getServerSession } from "next-auth";
import { AuthCard } from "@/components/auth/auth-card";
import { ChangePasswordForm, RequestResetForm } from "@/components/auth/password-forms";
import { authOptions } from "@/lib/accounts/next-auth";
import { ROLES, type Role } from "@/lib/auth/roles";

export const metadata = { title: "Change password" };
export const dynamic = "force-dynamic";

/** Public (SPEC §2): signed in, it changes the password; otherwise it mails a reset link. */
export default async function ChangePasswordPage({ searchParams }: { searchParams: Promise<{ type?: string }> }) {
  const { type } = await searchParams;
  const session = await getServerSession(authOptions).catch(() => null);
  const role = (session?.user as { role?: Role | null } | undefined)?.role ?? null;
  if (role && role !== "student") {
    return (
      <AuthCard title="Change your password">
        <ChangePasswordForm role={role} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Forgot your password?">
      <RequestResetForm type={(ROLES as readonly string[]).includes(type ?? "") ? (type as string) : null} />
    </AuthCard>
  );
}
