"use client";

// Invitations: send one by email with a role, see every invitation with its status
// (POST/GET /organization/{id}/invite), and send a waiting one again or cancel it (POST/DELETE
// .../invite/{invitationId}; docs/decisions/195).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import {
  useCancelInvitation,
  useInvite,
  useOrganizationInvitations,
  useResendInvitation,
  useRoles,
} from "@/lib/organizations/queries";
import type { InvitationView } from "@/lib/organizations/queries";
import { PagedTable, type Column } from "./paged-table";

const STATUS: Record<string, string> = {
  pending: "Waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

const COLUMNS: Column<InvitationView>[] = [
  { header: "Email", rowHeader: true, className: "break-all", cell: (i) => i.email },
  { header: "Role", cell: (i) => i.roleName ?? (i.kind === "organizer" ? "Organizer" : "Teacher") },
  { header: "Status", cell: (i) => STATUS[i.statusLabel] },
  { header: "Sent", cell: (i) => new Date(i.created_at).toLocaleDateString() },
];

export function InvitationsSection({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const invitations = useOrganizationInvitations(organizationId, page);
  const roles = useRoles(organizationId);
  const invite = useInvite(organizationId);
  const busy = useBusy({ email: "Email", role: "Role" });
  const [email, setEmail] = useState("");
  const [role, setRole] = useState("");
  const [notice, setNotice] = useState("");
  const roleList = roles.data ?? [];
  const resend = useResendInvitation(organizationId);
  const cancel = useCancelInvitation(organizationId);
  const act = useBusy();
  const confirm = useConfirm();

  async function cancelOne(i: InvitationView) {
    const sure = await confirm({
      title: `Cancel the invitation to ${i.email}?`,
      message: "The link in their email stops working. You can invite them again later.",
      confirmLabel: "Cancel invitation",
      cancelLabel: "Keep it",
      destructive: true,
    });
    if (!sure) return;
    const done = await act("Cancelling...", () => cancel.mutateAsync(i.id));
    if (done) setNotice(done.detail);
  }

  async function resendOne(i: InvitationView) {
    const done = await act("Sending...", () => resend.mutateAsync(i.id));
    if (done) setNotice(done.detail);
  }

  const columns: Column<InvitationView>[] = [
    ...COLUMNS,
    {
      header: "Actions",
      hideHeader: true,
      cell: (i) =>
        i.statusLabel === "pending" || i.statusLabel === "expired" ? (
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => void resendOne(i)}>
              Send again <span className="sr-only">to {i.email}</span>
            </Button>
            <Button size="sm" variant="danger" onClick={() => void cancelOne(i)}>
              Cancel <span className="sr-only">the invitation to {i.email}</span>
            </Button>
          </div>
        ) : null,
    },
  ];

  async function submit(e: FormEvent) {
    e.preventDefault();
    const sent = await busy("Sending invitation...", () => invite.mutateAsync({ email, role }));
    if (!sent) return;
    setEmail("");
    setNotice(`We emailed an invitation to ${sent.email}.`);
  }

  return (
    <div className="space-y-6">
      {roleList.length === 0 && !roles.isLoading ? (
        <p>Create a role first (in Roles): every invitation carries one.</p>
      ) : (
        <form onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_14rem_auto] md:items-end">
          <Field label="Email">
            <Input type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} required />
          </Field>
          <Field label="Role">
            <Select
              value={role}
              onChange={(e) => setRole(e.target.value)}
              placeholder="Choose a role…"
              options={roleList.map((r) => ({ value: r.id, label: r.name }))}
              required
            />
          </Field>
          <Button type="submit">Send invitation</Button>
        </form>
      )}
      <p role="status" className="text-sprout-700 empty:hidden">
        {notice}
      </p>
      <PagedTable
        query={invitations}
        columns={columns}
        stacked
        caption="Invitations sent by this organization"
        what="invitations"
        empty="No invitations sent yet."
        testId="org-invitations"
        onPage={setPage}
      />
    </div>
  );
}
