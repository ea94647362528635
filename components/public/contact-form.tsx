"use client";

// The institution inquiry form (POST /api/contact/institution/, no sign-in). Field errors show beside
// each field and in the global error modal (SPEC §8).
import { useMutation } from "@tanstack/react-query";
import { useId, useState, type FormEvent } from "react";
import { api, ApiError } from "@/lib/http/client";
import { useUi } from "@/components/ui/ui-state";

type FieldErrors = Record<string, string[]>;

const FIELDS = [
  { name: "name", label: "Your name", type: "text", required: true, autoComplete: "name" },
  { name: "email", label: "Email", type: "email", required: true, autoComplete: "email" },
  { name: "institution", label: "School or institution", type: "text", required: true, autoComplete: "organization" },
  { name: "role", label: "Your role (optional)", type: "text", required: false, autoComplete: "organization-title" },
  { name: "phone", label: "Phone (optional)", type: "tel", required: false, autoComplete: "tel" },
  { name: "students", label: "Number of students (optional)", type: "number", required: false, autoComplete: "off" },
] as const;

export function ContactForm() {
  const { showErrors } = useUi();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [done, setDone] = useState<string | null>(null);
  const id = useId();

  const send = useMutation({
    mutationFn: (body: Record<string, string>) => api<{ detail: string }>("/contact/institution/", { method: "POST", json: body }),
    onSuccess: (res) => {
      setErrors({});
      setDone(res.detail);
    },
    onError: (error) => {
      if (error instanceof ApiError) {
        setErrors(((error.body as { details?: FieldErrors })?.details ?? {}) as FieldErrors);
        showErrors(error.messages);
      } else showErrors("The inquiry could not be sent. Please check your connection and try again.");
    },
  });

  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = Object.fromEntries(new FormData(e.currentTarget).entries()) as Record<string, string>;
    send.mutate(data);
  };

  if (done) {
    return (
      <p role="status" className="rounded-2xl bg-sprout-50 p-6 text-lg font-medium text-sprout-700" data-testid="contact-done">
        {done}
      </p>
    );
  }

  const described = (name: string) => (errors[name] ? `${id}-${name}-error` : undefined);
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Institution inquiry">
      {FIELDS.map((f) => (
        <div key={f.name}>
          <label htmlFor={`${id}-${f.name}`} className="block font-medium">
            {f.label}
          </label>
          <input
            id={`${id}-${f.name}`}
            name={f.name}
            type={f.type}
            required={f.required}
            autoComplete={f.autoComplete}
            {...(f.type === "number" ? { min: 1 } : {})}
            aria-invalid={Boolean(errors[f.name])}
            aria-describedby={described(f.name)}
            className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2"
          />
          {errors[f.name] && (
            <p id={`${id}-${f.name}-error`} className="mt-1 text-sm text-red-800">
              {errors[f.name].join(" ")}
            </p>
          )}
        </div>
      ))}
      <div>
        <label htmlFor={`${id}-message`} className="block font-medium">
          How can we help?
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          required
          rows={6}
          aria-invalid={Boolean(errors.message)}
          aria-describedby={described("message")}
          className="mt-1 w-full rounded-lg border border-slate-500 px-3 py-2"
        />
        {errors.message && (
          <p id={`${id}-message-error`} className="mt-1 text-sm text-red-800">
            {errors.message.join(" ")}
          </p>
        )}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people never fill it, form-filling bots do. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Leave this empty</label>
        <input id={`${id}-website`} name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      <button type="submit" disabled={send.isPending} className="rounded-lg bg-sprout-700 px-5 py-3 font-medium text-white hover:bg-sprout-600 disabled:opacity-60">
        {send.isPending ? "Sending…" : "Send inquiry"}
      </button>
    </form>
  );
}
