"use client";

// A parent changes a child's password (SPEC §6, §7); the child's open sessions end (docs/decisions/100).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useUpdateChildPassword, type ChildView } from "@/lib/parents/queries";

const LABELS = { password: "New password", confirmPassword: "Confirm new password" };

export function ChildPassword({ child }: { child: ChildView }) {
  const busy = useBusy(LABELS);
  const update = useUpdateChildPassword();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirm] = useState("");
  const [done, setDone] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setDone("");
    const r = await busy("Saving...", () => update.mutateAsync({ id: child.id, password, confirmPassword }));
    if (!r) return;
    setPassword("");
    setConfirm("");
    setDone(r.detail);
  }

  return (
    <form className="space-y-2" onSubmit={submit} aria-label={`Change ${child.fullName}'s password`}>
      <h3 className="font-semibold">Change password</h3>
      {child.classroom && (
        <p className="text-sm text-slate-700">
          The class login card keeps the old password until the teacher reissues it.
        </p>
      )}
      <div className="flex flex-wrap items-end gap-2">
        <Field label={LABELS.password}>
          <Input
            type="password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            autoComplete="new-password"
          />
        </Field>
        <Field label={LABELS.confirmPassword}>
          <Input
            type="password"
            value={confirmPassword}
            onChange={(e) => setConfirm(e.target.value)}
            autoComplete="new-password"
          />
        </Field>
        <Button type="submit" variant="secondary">
          Change password
        </Button>
      </div>
      <p role="status" className="text-sm text-sprout-700">
        {done}
      </p>
    </form>
  );
}
