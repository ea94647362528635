import { AuthCard } from "@/components/auth/auth-card";
import { LinkButton } from "@/components/ui/button";
import type { Role } from "@/lib/auth/roles";

const PEOPLE: Record<Role, string> = {
  teacher: "teachers",
  parent: "parents",
  student: "students",
  organizer: "organizers",
};

/** A signed-in user opened another role's page: say so, and link to their own dashboard. */
export function WrongRolePage({ role, ownRole, home }: { role: Role; ownRole: Role | null; home: string }) {
  return (
    <AuthCard title={`This page is for ${PEOPLE[role]}`}>
      <div className="space-y-4" data-testid="wrong-role">
        <p>You are signed in{ownRole ? ` as a ${ownRole}` : ""}, so this part of Sprout is not yours to open.</p>
        <LinkButton href={home}>Go to my dashboard</LinkButton>
      </div>
    </AuthCard>
  );
}
