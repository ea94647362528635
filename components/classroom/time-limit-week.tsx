"use client";

// A week of screen-time pickers with one save button, for a teacher's student and a parent's child alike. It
// keeps the edits until saved and hands only the days that changed to `onSave` (truthy result = saved).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/components/ui/cn";
import { describeTimeLimit, TimeLimitInput } from "./time-limit-input";

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
  return (
    <>
      <div className={cn("mt-1 grid gap-2 sm:grid-cols-2", className)}>
        {entries.map((t) => (
          <TimeLimitInput
            key={t.key}
            day={t.day}
            value={week[t.key]}
            onChange={(v) => {
              setSaved("");
              setWeek((w) => ({ ...w, [t.key]: v }));
            }}
          />
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
