import { notFound } from "next/navigation";
import { AuthCard } from "@/components/auth/auth-card";
import { InvitationJoin } from "@/components/auth/invitation-join";
import { SignupWizard } from "@/components/auth/signup-wizard";
import { LinkButton } from "@/components/ui/button";
import { describeInvitationLink } from "@/lib/accounts/invitation-join";
import { ROLES, type Role } from "@/lib/auth/roles";
import { ensureDatabaseReady } from "@/lib/db/client";

const TITLES: Record<Role, string> = {
  teacher: "Teacher sign up",
  parent: "Parent sign up",
  student: "Student sign up",
  organizer: "Organizer sign up",
};

/** An organization's invitation link adds ?invitation=<token>&email=<address> (docs/decisions/133). */
function invitationTokenOf(q: Record<string, string | string[] | undefined>) {
  return typeof q.invitation === "string" && q.invitation.length <= 200 ? q.invitation : undefined;
}

/**
 * Opened from an invitation (issue 42): one form naming the school, or a plain page saying why the link no longer
 * works. The address, the school and the role come from the invitation, never from the link's other parameters.
 */
async function InvitationPage({ token }: { token: string }) {
  await ensureDatabaseReady();
  const link = await describeInvitationLink(token);
  if (link.state !== "pending") {
    return (
      <AuthCard title="This invitation cannot be used">
        <div className="space-y-4" data-testid="invitation-refused">
          <p role="alert">{link.detail}</p>
          <LinkButton href={`/login/${link.kind ?? "teacher"}`} variant="secondary">
            Go to sign in
          </LinkButton>
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={`Join ${link.organizationName} as ${link.kind === "teacher" ? "a teacher" : "an organizer"}`}>
      <InvitationJoin token={token} link={link} />
    </AuthCard>
  );
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
  const token = invitationTokenOf(await searchParams);
  if (token !== undefined) return <InvitationPage token={token} />;
  return (
    <AuthCard title={TITLES[role as Role]}>
      <SignupWizard role={role as Role} />
    </AuthCard>
  );
}
