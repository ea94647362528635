"use client";

// A student's optional e-mail and birth date (a child needs neither: docs/decisions/190), in the add and edit forms.
import { Field, Input } from "@/components/ui/field";

export function StudentContactFields({
  email,
  dob,
  set,
}: {
  email: string;
  dob: string;
  set: (k: "email" | "dob") => (e: React.ChangeEvent<HTMLInputElement>) => void;
}) {
  return (
    <>
      <Field label="Email (optional)">
        <Input type="email" value={email} onChange={set("email")} autoComplete="off" />
      </Field>
      <Field label="Date of birth (optional)">
        <Input type="date" value={dob} onChange={set("dob")} />
      </Field>
    </>
  );
}
