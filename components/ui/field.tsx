// Labelled form controls. `Field` gives its one child control an id, the label, a hint and an error
// (aria-describedby / aria-invalid); `Input`, `Select` and `Textarea` are the styled controls.
import {
  cloneElement,
  useId,
  type ComponentProps,
  type InputHTMLAttributes,
  type ReactElement,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from "react";
import { cn } from "./cn";

const CONTROL =
  "block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base font-normal text-slate-900 shadow-sm focus:border-sprout-600 focus:outline-none focus:ring-2 focus:ring-sprout-200 disabled:opacity-60";

type ControlProps = { id?: string; "aria-describedby"?: string; "aria-invalid"?: boolean };

export function Field({
  label,
  hint,
  error,
  className,
  children,
}: {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  className?: string;
  children: ReactElement<ControlProps>;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <label htmlFor={id} className="font-medium text-slate-800">
        {label}
      </label>
      {cloneElement(children, { id, "aria-describedby": describedBy, ...(error ? { "aria-invalid": true } : {}) })}
      {hint && (
        <p id={hintId} className="text-sm text-slate-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      )}
    </div>
  );
}

/** `ref` reaches the input (React 19 passes it as a prop). */
export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={cn(CONTROL, className)} {...props} />;
}

export function Textarea({ className, ...props }: TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <textarea className={cn(CONTROL, className)} {...props} />;
}

/** `options` as strings or {value,label}; `placeholder` adds an empty first option. */
export function Select({
  className,
  options,
  placeholder,
  children,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  options?: readonly (string | { value: string; label: string })[];
  placeholder?: string;
}) {
  return (
    <select className={cn(CONTROL, className)} {...props}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options?.map((o) => {
        const { value, label } = typeof o === "string" ? { value: o, label: o } : o;
        return (
          <option key={value} value={value}>
            {label}
          </option>
        );
      })}
      {children}
    </select>
  );
}

/** A checkbox with its label beside it. */
export function Checkbox({ label, className, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: ReactNode }) {
  return (
    <label className={cn("flex items-center gap-2", className)}>
      <input type="checkbox" className="h-4 w-4 accent-sprout-700" {...props} />
      <span>{label}</span>
    </label>
  );
}
