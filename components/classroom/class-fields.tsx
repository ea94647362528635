"use client";

// A class's describing fields (SPEC §3 Class): name, grade, subject, room — the class form and "Edit class".
import { Field, Input, Select } from "@/components/ui/field";
import { GRADE_OPTIONS } from "@/lib/vocabulary";

type Fields = { className: string; grade: string; subject: string; roomNumber: string };

export function ClassFields({
  fields,
  set,
  gradePlaceholder,
}: {
  fields: Fields;
  set: (k: keyof Fields) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => void;
  gradePlaceholder: string;
}) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <Field label="Class name">
        <Input value={fields.className} onChange={set("className")} required />
      </Field>
      <Field label="Grade">
        <Select value={fields.grade} onChange={set("grade")} placeholder={gradePlaceholder} options={GRADE_OPTIONS} />
      </Field>
      <Field label="Subject">
        <Input value={fields.subject} onChange={set("subject")} />
      </Field>
      <Field label="Room number">
        <Input value={fields.roomNumber} onChange={set("roomNumber")} />
      </Field>
    </div>
  );
}
