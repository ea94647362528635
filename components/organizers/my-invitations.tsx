"use client";

// Invitations addressed to the signed-in person (GET /organization/invitations): accept or decline.
// Shown on the teacher and organizer dashboards; nothing when there are none.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useBusy } from "@/components/ui/use-busy";
import { useAnswerInvitation, useMyInvitations } from "@/lib/organizations/queries";

export function MyOrganizationInvitations() {
  const invitations = useMyInvitations();
  const answer = useAnswerInvitation();
  const busy = useBusy();
  const [notice, setNotice] = useState("");
  const list = invitations.data ?? [];
  if (!list.length && !notice) return null;

  async function reply(id: string, status: 1 | 2) {
    const r = await busy(status === 1 ? "Joining..." : "Declining...", () => answer.mutateAsync({ id, status }));
    if (r) setNotice(r.detail);
  }

  return (
    <section aria-labelledby="org-invites-title" className="rounded-2xl bg-white p-4 shadow-sm">
      <h2 id="org-invites-title" className="text-xl font-semibold">
        Invitations to organizations
      </h2>
      <p role="status" className="text-sprout-700 empty:hidden">
        {notice}
      </p>
      <ul className="divide-y divide-slate-200">
        {list.map((i) => (
          <li key={i.id} className="flex flex-wrap items-center gap-3 py-2">
            <p>
              <span className="font-medium">{i.organizationName}</span> invited you
              {i.roleName ? ` as ${i.roleName}` : ""}.
            </p>
            <span className="ml-auto flex gap-2">
              <Button size="sm" onClick={() => void reply(i.id, 1)}>
                Accept <span className="sr-only">{i.organizationName}</span>
              </Button>
              <Button size="sm" variant="secondary" onClick={() => void reply(i.id, 2)}>
                Decline <span className="sr-only">{i.organizationName}</span>
              </Button>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
