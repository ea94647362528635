"use client";

// A week of screen-time pickers with one save button, for a teacher's student and a parent's child alike. It
// keeps the edits until saved and hands only the days that changed to `onSave` (truthy result = saved).
// "Same for every weekday" sets Monday to Friday in one choice instead of five (docs/decisions/200).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { NO_LIMIT, WEEKDAYS } from "@/lib/vocabulary";
import { describeTimeLimit, TimeLimitInput } from "./time-limit-input";

/** The school days a "same for every weekday" choice sets. */
export const SCHOOL_DAYS: readonly string[] = WEEKDAYS.slice(0, 5);

/** One screen-time choice and a button that copies it to Monday-Friday. */
export function SameEveryWeekday({ onApply }: { onApply: (timeLimit: string) => void }) {
  const [value, setValue] = useState<string>(NO_LIMIT);
  return (
    <div className="mt-2 flex flex-wrap items-end gap-2 rounded-lg bg-slate-50 p-2" data-testid="same-every-weekday">
      <TimeLimitInput day="Same for every weekday" value={value} onChange={setValue} />
      <Button size="sm" variant="secondary" onClick={() => onApply(value)}>
        Set Monday to Friday
      </Button>
    </div>
  );
}

export type WeekEntry = { key: string; day: string; timeLimit: string };

export function TimeLimitWeek({
  entries,
  onSave,
  savedText,
  className,
}: {
  entries: WeekEntry[];
  onSave: (changed: WeekEntry[]) => Promise<unknown>;
  savedText: string;
  className?: string;
}) {
  const [week, setWeek] = useState<Record<string, string>>(() =>
    Object.fromEntries(entries.map((t) => [t.key, t.timeLimit])),
  );
  const [saved, setSaved] = useState("");
  const changed = entries
    .filter((t) => describeTimeLimit(week[t.key]) !== describeTimeLimit(t.timeLimit))
    .map((t) => ({ ...t, timeLimit: week[t.key] }));
  const save = async () => {
    if (await onSave(changed)) setSaved(savedText);
  };
  const setDays = (days: readonly string[], timeLimit: string) => {
    setSaved("");
    setWeek((w) => ({
      ...w,
      ...Object.fromEntries(entries.filter((t) => days.includes(t.day)).map((t) => [t.key, timeLimit])),
    }));
  };
  return (
    <>
      {entries.some((t) => SCHOOL_DAYS.includes(t.day)) && (
        <SameEveryWeekday onApply={(v) => setDays(SCHOOL_DAYS, v)} />
      )}
      <div className={cn("mt-1 grid gap-2 sm:grid-cols-2", className)}>
        {entries.map((t) => (
          <TimeLimitInput key={t.key} day={t.day} value={week[t.key]} onChange={(v) => setDays([t.day], v)} />
        ))}
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2">
        <Button size="sm" variant="secondary" disabled={changed.length === 0} onClick={save}>
          Save screen time
        </Button>
        <span role="status" className="text-sm text-sprout-700">
          {saved}
        </span>
      </div>
    </>
  );
}
