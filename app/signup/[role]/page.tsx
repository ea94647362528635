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

export default async function SignupPage({ params }: { params: Promise<{ role: string }> }) {
  const { role } = await params;
  if (!(ROLES as readonly string[]).includes(role)) notFound();
  return (
    <AuthCard title={TITLES[role as Role]}>
      <SignupWizard role={role as Role} />
    </AuthCard>
  );
}
