"use client";

// People: the organization's teachers and organizers, newest first (GET /organization/{id}/users); an organizer
// changes a person's role (PUT .../users/{userId}) or removes them (DELETE), never the last organizer
// (docs/decisions/195). Failures say why: in the role dialog, or in the error modal.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { DialogActions } from "@/components/ui/dialog-actions";
import { Field, Select } from "@/components/ui/field";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { useMembers, useRemoveMember, useRoles, useUpdateMember, type MemberView } from "@/lib/organizations/queries";
import { PagedTable, type Column } from "./paged-table";
import { displayName } from "@/lib/vocabulary";

/** The dialog's choices: a named role (its account type comes with it), or a bare account type. */
const BARE = [
  { value: "kind:teacher", label: "Teacher (no named role)" },
  { value: "kind:organizer", label: "Organizer (no named role)" },
];

function RoleDialog({
  organizationId,
  member,
  onClose,
  onDone,
}: {
  organizationId: string;
  member: MemberView;
  onClose: () => void;
  onDone: (detail: string) => void;
}) {
  const roles = useRoles(organizationId);
  const update = useUpdateMember(organizationId);
  const busy = useBusy({ role: "Role", kind: "Account type" });
  const current = roles.data?.find((r) => r.name === member.role);
  const [choice, setChoice] = useState(current ? `role:${current.id}` : `kind:${member.kind}`);
  const name = displayName(member);
  const options = [
    ...BARE,
    ...(roles.data ?? []).map((r) => ({
      value: `role:${r.id}`,
      label: `${r.name} (${r.kind === "organizer" ? "organizer" : "teacher"})`,
    })),
  ];

  async function submit(e: FormEvent) {
    e.preventDefault();
    const [type, value] = choice.split(":") as ["role" | "kind", string];
    const input = type === "role" ? { role: value } : { role: null, kind: value as "teacher" | "organizer" };
    const done = await busy("Saving...", () => update.mutateAsync({ userId: member.id, ...input }));
    if (done) onDone(done.detail);
  }

  return (
    <Modal title={`Change the role of ${name}`} onClose={onClose} maxWidth="min(520px, 90vw)">
      <form onSubmit={submit} className="space-y-4">
        <Field label="Role" hint="Organizers manage people, roles, licenses and the audit log.">
          <Select value={choice} onChange={(e) => setChoice(e.target.value)} options={options} />
        </Field>
        <DialogActions onCancel={onClose} confirmLabel="Save role" submit />
      </form>
    </Modal>
  );
}

export function PeopleSection({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<MemberView | null>(null);
  const [notice, setNotice] = useState("");
  const remove = useRemoveMember(organizationId);
  const busy = useBusy();
  const confirm = useConfirm();

  async function removePerson(m: MemberView) {
    const name = displayName(m);
    const sure = await confirm({
      title: `Remove ${name}?`,
      message:
        "They leave the organization and lose what their role here allows. Their account and the classes they filed here stay.",
      confirmLabel: "Remove person",
      destructive: true,
    });
    if (!sure) return;
    const done = await busy("Removing...", () => remove.mutateAsync(m.id));
    if (done) setNotice(done.detail);
  }

  const columns: Column<MemberView>[] = [
    { header: "Name", rowHeader: true, cell: (m) => displayName(m) },
    { header: "Username", className: "break-all", cell: (m) => m.username },
    { header: "Email", className: "break-all", cell: (m) => m.email ?? "—" },
    { header: "Account", cell: (m) => (m.kind === "organizer" ? "Organizer" : "Teacher") },
    { header: "Role", cell: (m) => m.role ?? "—" },
    {
      header: "Actions",
      hideHeader: true,
      cell: (m) => (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" onClick={() => setEditing(m)}>
            Change role <span className="sr-only">of {displayName(m)}</span>
          </Button>
          <Button size="sm" variant="danger" onClick={() => void removePerson(m)}>
            Remove <span className="sr-only">{displayName(m)}</span>
          </Button>
        </div>
      ),
    },
  ];

  return (
    <div className="space-y-4">
      <p role="status" className="text-sprout-700 empty:hidden" data-testid="people-notice">
        {notice}
      </p>
      <PagedTable
        query={useMembers(organizationId, page)}
        columns={columns}
        caption="People in this organization"
        what="people"
        empty="No one has joined this organization yet."
        testId="org-people"
        onPage={setPage}
        stacked
      />
      {editing && (
        <RoleDialog
          organizationId={organizationId}
          member={editing}
          onClose={() => setEditing(null)}
          onDone={(detail) => {
            setEditing(null);
            setNotice(detail);
          }}
        />
      )}
    </div>
  );
}
