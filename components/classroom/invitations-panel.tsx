"use client";

// Invitations to co-teach waiting for this teacher (docs/decisions/061): accept to work in the class.
import { Button } from "@/components/ui/button";
import { useApiError } from "@/components/ui/use-api-error";
import { useAnswerInvitation, useInvitations } from "@/lib/classes/queries";

export function InvitationsPanel() {
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  const fail = useApiError();
  if (!invitations.data?.length) return null;
  return (
    <section aria-labelledby="invitations-title" className="rounded-2xl border border-sprout-300 bg-sprout-50 p-4">
      <h2 id="invitations-title" className="font-semibold">
        Invitations to co-teach
      </h2>
      <ul className="mt-2 space-y-2">
        {invitations.data.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-2">
            <span>
              {i.invitedBy} invited you to co-teach <strong>{i.className}</strong>.
            </span>
            <Button
              size="sm"
              className="ml-auto"
              onClick={() => answer.mutateAsync({ id: i.id, accept: true }).catch(fail)}
            >
              Accept
            </Button>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => answer.mutateAsync({ id: i.id, accept: false }).catch(fail)}
            >
              Decline
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
