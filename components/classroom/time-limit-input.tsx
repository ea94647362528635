"use client";

// One day's screen time as a choice, never typed as HH:MM:SS: 'No Limit', or hours and minutes. The value
// sent is "No Limit" or "HH:MM"; the server converts it by SPEC §5 and stores HH:MM:SS.
import { useId } from "react";
import { Select } from "@/components/ui/field";
import { NO_LIMIT, NO_LIMIT_TIME } from "@/lib/vocabulary";

const HOURS = Array.from({ length: 23 }, (_, h) => ({ value: String(h), label: `${h} h` }));
const MINUTES = Array.from({ length: 12 }, (_, i) => ({ value: String(i * 5), label: `${i * 5} min` }));

/** "No Limit" | "23:00:00" → null (no limit); "01:30:00" or "01:30" → { h: 1, m: 30 }. */
export function parseTimeLimit(value: string): { h: number; m: number } | null {
  if (value === NO_LIMIT || value === NO_LIMIT_TIME) return null;
  const [h = 0, m = 0] = value.split(":").map(Number);
  return { h: Number.isFinite(h) ? h : 0, m: Number.isFinite(m) ? m : 0 };
}

export function formatTimeLimit(limit: { h: number; m: number } | null): string {
  if (!limit) return NO_LIMIT;
  return `${String(limit.h).padStart(2, "0")}:${String(limit.m).padStart(2, "0")}`;
}

/** "1 h 30 min", "45 min", "No Limit". */
export function describeTimeLimit(value: string): string {
  const t = parseTimeLimit(value);
  if (!t) return NO_LIMIT;
  return [t.h && `${t.h} h`, (t.m || !t.h) && `${t.m} min`].filter(Boolean).join(" ");
}

export function TimeLimitInput({
  day,
  value,
  onChange,
}: {
  day: string;
  value: string;
  onChange: (v: string) => void;
}) {
  const id = useId();
  const limit = parseTimeLimit(value);
  const set = (next: { h: number; m: number } | null) => onChange(formatTimeLimit(next));
  return (
    <fieldset className="rounded-lg border border-slate-200 p-2" data-testid={`time-limit-${day}`}>
      <legend className="px-1 text-sm font-medium">{day}</legend>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${id}-kind`} className="sr-only">
          {day}: limit
        </label>
        <Select
          id={`${id}-kind`}
          className="w-auto py-1 text-sm"
          value={limit ? "limit" : "none"}
          onChange={(e) => set(e.target.value === "none" ? null : { h: 1, m: 0 })}
          options={[
            { value: "none", label: NO_LIMIT },
            { value: "limit", label: "Limit to…" },
          ]}
        />
        {limit && (
          <>
            <label htmlFor={`${id}-h`} className="sr-only">
              {day}: hours
            </label>
            <Select
              id={`${id}-h`}
              className="w-auto py-1 text-sm"
              value={String(limit.h)}
              onChange={(e) => set({ ...limit, h: Number(e.target.value) })}
              options={HOURS}
            />
            <label htmlFor={`${id}-m`} className="sr-only">
              {day}: minutes
            </label>
            <Select
              id={`${id}-m`}
              className="w-auto py-1 text-sm"
              value={String(limit.m - (limit.m % 5))}
              onChange={(e) => set({ ...limit, m: Number(e.target.value) })}
              options={MINUTES}
            />
          </>
        )}
      </div>
    </fieldset>
  );
}
