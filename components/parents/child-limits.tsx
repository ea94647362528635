"use client";

// A parent's own limits on one child: the seven-day screen time (the teachers' picker) and level thresholds,
// then what applies once the class's limits are combined with them (docs/decisions/101).
import { useBusy } from "@/components/ui/use-busy";
import { TimeLimitWeek } from "@/components/classroom/time-limit-week";
import { LevelThresholdForm } from "@/components/classroom/level-threshold-form";
import { useSetLevelThreshold, useSetTimeLimits, type ChildView } from "@/lib/parents/queries";
import { EffectiveLimitsTable } from "./effective-limits";

export function ChildLimits({ child }: { child: ChildView }) {
  const busy = useBusy({ timeLimit: "Screen time", timeLimits: "Screen time" });
  const saveTime = useSetTimeLimits();
  const saveLevel = useSetLevelThreshold();
  return (
    <section className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="limits-heading">
      <h2 id="limits-heading" className="text-xl font-semibold">
        Limits
      </h2>
      <div>
        <h3 className="font-semibold">Your screen time per day</h3>
        {child.classroom && (
          <p className="text-sm text-slate-700">
            {child.fullName}&apos;s class also sets screen time; on each day the stricter of the two applies.
          </p>
        )}
        <TimeLimitWeek
          className="xl:grid-cols-3"
          entries={child.timeLimits.map((t) => ({ key: t.dayOfTheWeek, day: t.dayOfTheWeek, timeLimit: t.timeLimit }))}
          savedText={`Screen time saved for ${child.fullName}.`}
          onSave={(changed) =>
            busy("Saving...", () =>
              saveTime.mutateAsync({
                id: child.id,
                timeLimits: changed.map((t) => ({ dayOfTheWeek: t.day, timeLimit: t.timeLimit })),
              }),
            )
          }
        />
      </div>
      <div>
        <h3 className="font-semibold">Your level thresholds</h3>
        <LevelThresholdForm
          thresholds={child.levelThresholds}
          onSave={(t) => busy("Saving...", () => saveLevel.mutateAsync({ id: child.id, ...t }))}
        />
      </div>
      <EffectiveLimitsTable limits={child.effectiveLimits} testId="child-effective-limits" />
    </section>
  );
}
