"use client";

// Roles: create, list and delete the organization's named roles (POST/GET /organization/role/, DELETE .../{id}).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useCreateRole, useDeleteRole, useRoles } from "@/lib/organizations/queries";

const KINDS = [
  { value: "teacher", label: "Teacher" },
  { value: "organizer", label: "Organizer" },
];

export function RolesSection({ organizationId }: { organizationId: string }) {
  const roles = useRoles(organizationId);
  const create = useCreateRole(organizationId);
  const remove = useDeleteRole(organizationId);
  const busy = useBusy({ name: "Role name", description: "Description" });
  const confirm = useConfirm();
  const [name, setName] = useState("");
  const [description, setDescription] = useState("");
  const [kind, setKind] = useState<"teacher" | "organizer">("teacher");
  const [notice, setNotice] = useState("");

  async function submit(e: FormEvent) {
    e.preventDefault();
    const made = await busy("Creating role...", () => create.mutateAsync({ name, description, kind }));
    if (!made) return;
    setName("");
    setDescription("");
    setNotice(`The role ${made.name} was created.`);
  }

  async function del(id: string, roleName: string) {
    const sure = await confirm({
      title: `Delete the role ${roleName}?`,
      message: "People who have it stay in the organization.",
      confirmLabel: "Delete role",
      destructive: true,
    });
    if (!sure) return;
    const r = await busy("Deleting role...", () => remove.mutateAsync(id));
    if (r) setNotice(r.detail);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_1fr_12rem_auto] md:items-end">
        <Field label="Role name">
          <Input value={name} onChange={(e) => setName(e.target.value)} maxLength={80} required />
        </Field>
        <Field label="Description">
          <Input value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} />
        </Field>
        <Field label="Account type">
          <Select value={kind} onChange={(e) => setKind(e.target.value as "teacher" | "organizer")} options={KINDS} />
        </Field>
        <Button type="submit">Create role</Button>
      </form>
      <p role="status" className="text-sprout-700 empty:hidden">
        {notice}
      </p>
      {roles.isLoading ? (
        <p>Loading roles…</p>
      ) : !roles.data?.length ? (
        <p>No roles yet. Create one to invite people with it.</p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="org-roles">
          {roles.data.map((r) => (
            <li key={r.id} className="flex flex-wrap items-center gap-3 py-2">
              <div>
                <p className="font-medium">{r.name}</p>
                <p className="text-sm text-slate-600">
                  {r.kind === "organizer" ? "Organizer" : "Teacher"}
                  {r.description && ` · ${r.description}`}
                </p>
              </div>
              <Button variant="danger" size="sm" className="ml-auto" onClick={() => void del(r.id, r.name)}>
                Delete <span className="sr-only">{r.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
