"use client";

// Invitations: send one by email with a role, and see every invitation with its status
// (POST/GET /organization/{id}/invite).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useInvite, useOrganizationInvitations, useRoles } from "@/lib/organizations/queries";
import { Pager } from "./pager";

const STATUS: Record<string, string> = {
  pending: "Waiting for an answer",
  accepted: "Accepted",
  declined: "Declined",
  expired: "Expired",
};

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
      {invitations.isLoading ? (
        <p>Loading invitations…</p>
      ) : !invitations.data?.results.length ? (
        <p>No invitations sent yet.</p>
      ) : (
        <div>
          <table className="w-full text-left" data-testid="org-invitations">
            <caption className="sr-only">Invitations sent by this organization</caption>
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2">
                  Email
                </th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Sent</th>
              </tr>
            </thead>
            <tbody>
              {invitations.data.results.map((i) => (
                <tr key={i.id} className="border-b border-slate-200">
                  <td className="py-2">{i.email}</td>
                  <td>{i.role_name ?? (i.kind === "organizer" ? "Organizer" : "Teacher")}</td>
                  <td>{STATUS[i.status_label]}</td>
                  <td>{new Date(i.created_at).toLocaleDateString()}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager
            page={page}
            pageSize={invitations.data.page_size}
            count={invitations.data.count}
            onPage={setPage}
            label="Invitations"
          />
        </div>
      )}
    </div>
  );
}
