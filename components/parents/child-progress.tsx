"use client";

// A child's progress (per unit, and the current unit's topics) and skills as bars with a table alternative,
// the figures and words the teacher sees (lib/progress/figures.ts, docs/decisions/160).
import { ProgressLines } from "@/components/progress/progress-lines";
import { BarChart } from "@/components/ui/bar-chart";
import { LinkButton } from "@/components/ui/button";
import { useChildBlockProgress, type ChildView } from "@/lib/parents/queries";

export function ChildProgress({ child }: { child: ChildView }) {
  const units = useChildBlockProgress(child.id);
  const { current, topic } = child.progress;
  const skillMax = Math.max(5, ...child.skills.map((s) => s.level));
  return (
    <section className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="progress-heading">
      <h2 id="progress-heading" className="text-xl font-semibold">
        Progress and skills
      </h2>
      {child.classroom && (
        <p className="text-slate-700" data-testid="child-classroom">
          In class <strong>{child.classroom.className}</strong>
          {child.classroom.teacher && ` with ${child.classroom.teacher}`}.
        </p>
      )}
      <p>
        <LinkButton size="sm" variant="secondary" href={`/parents/work?child=${child.id}`}>
          See {child.firstName || child.fullName}&apos;s work
        </LinkButton>
      </p>
      <ProgressLines
        progress={child.progress}
        idle={`No activity yet. Progress appears here once ${child.firstName} starts coding.`}
      />
      {current && (
        <>
          <BarChart
            caption={`Topics in ${current.title}`}
            labelHeader="Topic"
            valueHeader="Progress"
            rows={topic.map((t) => ({ label: t.title, value: t.progress, valueText: t.share.text }))}
            testId="topic-chart"
          />
          {(units.data?.units.length ?? 0) > 0 && (
            <BarChart
              caption="Progress per unit"
              labelHeader="Unit"
              valueHeader="Progress"
              rows={units.data!.units.map((u) => ({ label: u.title, value: u.progress, valueText: u.share.text }))}
              testId="unit-chart"
            />
          )}
        </>
      )}
      {child.skills.length > 0 ? (
        <BarChart
          caption="Skills"
          labelHeader="Skill"
          valueHeader="Level"
          max={skillMax}
          barClassName="bg-sky-600"
          rows={child.skills.map((s) => ({ label: s.title, value: s.level, valueText: `level ${s.level}` }))}
          testId="skill-chart"
        />
      ) : (
        <p className="text-slate-600">No skills yet.</p>
      )}
    </section>
  );
}
