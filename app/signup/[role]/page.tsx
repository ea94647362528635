import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { SignupWizard } from "@/components/auth/signup-wizard";
import { ROLES, type Role } from "@/lib/auth/roles";

const TITLES: Record<Role, string> = {
  teacher: "Teacher sign up",
  parent: "Parent sign up",
  student: "Student sign up",
  organizer: "Organizer sign up",
};

/** An organization's invitation link adds ?invitation=<token>&email=<address> (docs/decisions/133). */
function invitationOf(q: Record<string, string | string[] | undefined>) {
  const token = typeof q.invitation === "string" ? q.invitation : "";
  const email = typeof q.email === "string" ? q.email : "";
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token) || !email || email.length > 254) return undefined;
  return { token, email };
}

export default async function SignupPage({
  params,
  searchParams,
}: {
  params: Promise<{ role: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { role } = await params;
  if (!(ROLES as readonly string[]).includes(role)) notFound();
  return (
    <AuthCard title={TITLES[role as Role]}>
      <SignupWizard role={role as Role} invitation={invitationOf(await searchParams)} />
    </AuthCard>
  );
}
