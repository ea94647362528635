"use client";

// A class's bulk settings on the teacher's classroom: screen time per day and the level threshold, applied to
// every student of the class.
import { useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useBusy } from "@/components/ui/use-busy";
import { useSaveClassLevelThreshold, useSaveClassScreenTime, type ClassView } from "@/lib/classes/queries";
import { NO_LIMIT, WEEKDAYS } from "@/lib/vocabulary";
import { LevelThresholdForm } from "./level-threshold-form";
import { TimeLimitInput } from "./time-limit-input";
import { SameEveryWeekday, SCHOOL_DAYS } from "./time-limit-week";

export function ClassSettings({ klass }: { klass: ClassView }) {
  const busy = useBusy();
  const stored = new Map(
    (klass.timeLimits as { dayOfTheWeek: string; timeLimit: string }[]).map((t) => [t.dayOfTheWeek, t.timeLimit]),
  );
  const [week, setWeek] = useState<Record<string, string>>(() =>
    Object.fromEntries(WEEKDAYS.map((d) => [d, stored.get(d) ?? NO_LIMIT])),
  );
  const [saved, setSaved] = useState("");
  const saveTime = useSaveClassScreenTime(klass.id);
  const saveLevel = useSaveClassLevelThreshold(klass.id);
  const saveWeek = async () => {
    const done = await busy("Saving...", () =>
      saveTime.mutateAsync(WEEKDAYS.map((d) => ({ dayOfTheWeek: d, timeLimit: week[d] }))),
    );
    if (done !== undefined) setSaved("Screen time saved for every student of the class.");
  };
  // The forms (seven days of hour and minute choices) are built when the panel is first opened: they are most of
  // the page's elements and would otherwise lengthen its hydration (docs/decisions/156).
  // A panel opened before the page hydrated fired its toggle with no one listening: build it on mount then.
  const [opened, setOpened] = useState(false);
  const panel = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (panel.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={panel}
      className="rounded-2xl bg-white p-4 shadow-sm"
      onToggle={(e) => e.currentTarget.open && setOpened(true)}
    >
      <summary className="cursor-pointer font-semibold">Class settings (all students)</summary>
      {opened && (
        <>
          <h3 className="mt-3 font-medium">Screen time per day</h3>
          <SameEveryWeekday
            onApply={(v) => setWeek((w) => ({ ...w, ...Object.fromEntries(SCHOOL_DAYS.map((d) => [d, v])) }))}
          />
          <div className="mt-2 grid gap-2">
            {WEEKDAYS.map((d) => (
              <TimeLimitInput key={d} day={d} value={week[d]} onChange={(v) => setWeek((w) => ({ ...w, [d]: v }))} />
            ))}
          </div>
          <div className="mt-2 flex flex-wrap items-center gap-2">
            <Button variant="secondary" size="sm" onClick={saveWeek}>
              Save screen time for the class
            </Button>
            <span role="status" className="text-sm text-sprout-700">
              {saved}
            </span>
          </div>
          <h3 className="mt-4 font-medium">Level threshold</h3>
          <LevelThresholdForm
            thresholds={klass.levelThresholds as { grade: string; level: string }[]}
            saveLabel="Apply to class"
            onSave={(t) => busy("Saving...", () => saveLevel.mutateAsync(t))}
          />
        </>
      )}
    </details>
  );
}
