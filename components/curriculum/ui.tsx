// Small shared pieces of the planning pages (buttons and fields in the house look).
"use client";

import { cloneElement, useId, type ButtonHTMLAttributes, type ReactElement } from "react";
import { ApiError } from "@/lib/http/client";

export function Button({ variant = "primary", className = "", ...props }: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" | "danger" }) {
  const look = {
    primary: "bg-sprout-700 text-white hover:bg-sprout-600",
    secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
    danger: "border border-red-300 bg-white text-red-800 hover:bg-red-50",
  }[variant];
  return <button type="button" className={`rounded-lg px-3 py-2 text-sm font-medium disabled:opacity-50 ${look} ${className}`} {...props} />;
}

/** A labelled control; the label names only the control (not, say, a select's options). */
export function Field({ label, children }: { label: string; children: ReactElement<{ id?: string }> }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm font-medium text-slate-800">
      <label htmlFor={id}>{label}</label>
      {cloneElement(children, { id })}
    </div>
  );
}

export const inputClass = "rounded-lg border border-slate-300 px-3 py-2 text-base font-normal";

/** SPEC §8: the server's messages in the global error modal. */
export function showApiErrors(showErrors: (m: string[]) => void, error: unknown) {
  showErrors(error instanceof ApiError ? error.messages : ["Something went wrong. Please try again."]);
}
