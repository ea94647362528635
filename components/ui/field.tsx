import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from "react";

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-base shadow-sm focus:border-sprout-600 focus:outline-none";

export function Field({ label, hint, ...props }: InputHTMLAttributes<HTMLInputElement> & { label: string; hint?: ReactNode }) {
  const hintId = useId();
  return (
    <div>
      <label className="block">
        <span className="font-medium text-slate-800">{label}</span>
        <input className={inputClass} aria-describedby={hint ? hintId : undefined} {...props} />
      </label>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </div>
  );
}

export function SelectField({
  label,
  options,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: readonly string[] }) {
  return (
    <label className="block">
      <span className="font-medium text-slate-800">{label}</span>
      <select className={inputClass} {...props}>
        <option value="">Choose…</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </label>
  );
}

export function Button({ variant = "primary", ...props }: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: "primary" | "secondary" }) {
  const look =
    variant === "primary"
      ? "bg-sprout-600 text-white hover:bg-sprout-700 disabled:opacity-60"
      : "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50";
  return <button type="button" className={`rounded-lg px-4 py-2 font-medium ${look}`} {...props} />;
}
