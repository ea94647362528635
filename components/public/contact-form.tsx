"use client";

// The institution inquiry form (POST /api/contact/institution/, no sign-in). Field errors show beside
// each field and in the global error modal (SPEC §8).
import { useState, type FormEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Textarea } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import { useUi } from "@/components/ui/ui-state";
import { useSendInquiry } from "@/lib/contact/queries";
import { ApiError } from "@/lib/http/client";

type FieldErrors = Record<string, string[]>;

const FIELDS = [
  { name: "name", label: "Your name", type: "text", required: true, autoComplete: "name" },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
  { name: "institution", label: "School or institution", type: "text", required: true, autoComplete: "organization" },
  { name: "role", label: "Your role (optional)", type: "text", required: false, autoComplete: "organization-title" },
  { name: "phone", label: "Phone (optional)", type: "tel", required: false, autoComplete: "tel" },
  { name: "students", label: "Number of students (optional)", type: "number", required: false, autoComplete: "off" },
] as const;
const LABELS: Record<string, string> = {
  ...Object.fromEntries(FIELDS.map((f) => [f.name, f.label.replace(" (optional)", "")])),
  message: "Message",
};

export function ContactForm() {
  const { showErrors } = useUi();
  const fail = useApiError(LABELS);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const send = useSendInquiry();

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget).entries()) as Record<string, string>;
    send.mutate(data, {
      onSuccess: (res) => {
        setErrors({});
        setDone(res.detail);
      },
      onError: (error) => {
        if (!(error instanceof ApiError)) {
          return showErrors("The inquiry could not be sent. Please check your connection and try again.");
        }
        setErrors(((error.body as { details?: FieldErrors })?.details ?? {}) as FieldErrors);
        fail(error);
      },
    });
  };

  if (done) {
    return (
      <p role="status" className="rounded-2xl bg-sprout-50 p-6 text-lg font-medium text-sprout-700" data-testid="contact-done">
        {done}
      </p>
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Institution inquiry">
      {FIELDS.map((f) => (
        <Field key={f.name} label={f.label} error={errors[f.name]?.join(" ")}>
          <Input
            name={f.name}
            type={f.type}
            required={f.required}
            autoComplete={f.autoComplete}
            {...(f.type === "number" ? { min: 1 } : {})}
          />
        </Field>
      ))}
      <Field label="How can we help?" error={errors.message?.join(" ")}>
        <Textarea name="message" required rows={6} />
      </Field>
      {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-website">Leave this empty</label>
        <input id="contact-website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? "Sending…" : "Send inquiry"}
      </Button>
    </form>
  );
}
