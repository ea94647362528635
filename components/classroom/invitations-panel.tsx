"use client";

// Invitations to co-teach waiting for this teacher (docs/decisions/061): accept to work in the class.
import { useAnswerInvitation, useInvitations } from "@/lib/classes/queries";

export function InvitationsPanel({ onError: fail }: { onError: (error: unknown) => void }) {
  const invitations = useInvitations();
  const answer = useAnswerInvitation();
  if (!invitations.data?.length) return null;
  return (
    <section aria-labelledby="invitations-title" className="rounded-2xl border border-sprout-300 bg-sprout-50 p-4">
      <h2 id="invitations-title" className="font-semibold">Invitations to co-teach</h2>
      <ul className="mt-2 space-y-2">
        {invitations.data.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-2">
            <span>
              {i.invitedBy} invited you to co-teach <strong>{i.className}</strong>.
            </span>
            <button className="ml-auto rounded-lg bg-sprout-600 px-3 py-1 text-sm font-semibold text-white" onClick={() => answer.mutateAsync({ id: i.id, accept: true }).catch(fail)}>
              Accept
            </button>
            <button className="rounded-lg border px-3 py-1 text-sm" onClick={() => answer.mutateAsync({ id: i.id, accept: false }).catch(fail)}>
              Decline
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
