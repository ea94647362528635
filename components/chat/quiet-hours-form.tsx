"use client";

// The teacher's quiet hours (docs/decisions/122): parents' messages in them wait silently.
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useQuietHours, useSetQuietHours } from "@/lib/chat/queries";

export function QuietHoursForm() {
  const { data } = useQuietHours();
  const save = useSetQuietHours();
  const busy = useBusy({ "quietHours.start": "Start", "quietHours.end": "End", "quietHours.timeZone": "Time zone" });
  const [start, setStart] = useState<string | null>(null);
  const [end, setEnd] = useState<string | null>(null);
  const q = data?.quietHours;
  const s = start ?? q?.start ?? "20:00";
  const e = end ?? q?.end ?? "07:00";
  const timeZone = q?.timeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;

  async function submit(ev: FormEvent) {
    ev.preventDefault();
    await busy("Saving...", () => save.mutateAsync({ start: s, end: e, timeZone }));
  }

  return (
    <form
      onSubmit={submit}
      className="flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
      aria-labelledby="quiet-title"
    >
      <h2 id="quiet-title" className="w-full text-lg font-semibold">
        Quiet hours
      </h2>
      <p className="w-full text-sm text-slate-700">
        {q
          ? `On: ${q.start}–${q.end} (${q.timeZone}). Parents see when you are available.`
          : "Off: parents' messages reach you at any hour."}
        {data?.isQuietNow && " You are in quiet hours now."}
      </p>
      <Field label="From">
        <Input type="time" value={s} onChange={(ev) => setStart(ev.target.value)} required />
      </Field>
      <Field label="Until">
        <Input type="time" value={e} onChange={(ev) => setEnd(ev.target.value)} required />
      </Field>
      <Button type="submit">Save quiet hours</Button>
      {q && (
        <Button variant="secondary" onClick={() => busy("Saving...", () => save.mutateAsync(null))}>
          Turn off
        </Button>
      )}
    </form>
  );
}
