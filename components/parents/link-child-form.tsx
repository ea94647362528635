"use client";

// Link a child a teacher made by the one-time family code the teacher printed or showed (docs/decisions/103).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useLinkChild, type ChildView } from "@/lib/parents/queries";

const LABELS = { code: "Family code" };

export function LinkChildForm({ onLinked }: { onLinked: (child: ChildView) => void }) {
  const busy = useBusy(LABELS);
  const link = useLinkChild();
  const [code, setCode] = useState("");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    const child = await busy("Linking child...", () => link.mutateAsync(code));
    if (!child) return;
    setCode("");
    onLinked(child);
  }

  return (
    <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
      <Field label={LABELS.code} hint="From your child's teacher, for example K7QF-2MXH.">
        <Input value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" className="w-44 font-mono" />
      </Field>
      <Button type="submit" variant="secondary">
        Link child
      </Button>
    </form>
  );
}
