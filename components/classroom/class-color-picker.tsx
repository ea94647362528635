"use client";

// The class colour choice (SPEC §9's four pastels) of the class form and the class settings.
import { CLASS_COLORS } from "@/lib/vocabulary";
import { CLASS_COLOR_STYLES } from "./class-colors";

export function ClassColorPicker({
  value,
  onChange,
  name = "color",
}: {
  value: string;
  onChange: (e: React.ChangeEvent<HTMLInputElement>) => void;
  name?: string;
}) {
  return (
    <fieldset>
      <legend>Colour</legend>
      <div className="mt-2 flex gap-3">
        {CLASS_COLORS.map((c) => (
          <label
            key={c}
            className={`h-10 w-10 cursor-pointer rounded-full border-4 ${CLASS_COLOR_STYLES[c]} ${value === c ? "border-slate-800" : "border-transparent"}`}
          >
            <input
              type="radio"
              name={name}
              value={c}
              checked={value === c}
              onChange={onChange}
              className="sr-only"
              aria-label={c}
            />
          </label>
        ))}
      </div>
    </fieldset>
  );
}
