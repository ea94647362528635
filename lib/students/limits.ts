// Parent and teacher limits on one child combine: per weekday and per grade the stricter applies, and the
// answer says who set it (issue 10, docs/decisions/101). Pure, so both dashboards show the same result.
import {
  combineThresholds,
  type EffectiveThreshold,
  type LimitSource,
  type SourcedThreshold,
  stricter,
} from "@/lib/curriculum/levels";
import { displayName } from "@/lib/vocabulary";

export { combineThresholds, type EffectiveThreshold, type LimitSource, type SourcedThreshold };
import { displayTimeLimit, NO_LIMIT_TIME, WEEKDAYS } from "@/lib/students/screen-time";

export type SourcedTime = { dayOfTheWeek: string; timeLimit: string; setBy: LimitSource };

export type EffectiveTime = { dayOfTheWeek: string; timeLimit: string; value: string; setBy: LimitSource | null };
export type EffectiveLimits = { timeLimits: EffectiveTime[]; levelThresholds: EffectiveThreshold[] };

export function combineLimits(
  teacher: { timeLimits: SourcedTime[]; levelThresholds: SourcedThreshold[] },
  parent: { timeLimits: SourcedTime[]; levelThresholds: SourcedThreshold[] },
): EffectiveLimits {
  const seconds = (t: SourcedTime) => t.timeLimit.split(":").reduce((n, part) => n * 60 + Number(part), 0);
  const timeLimits = WEEKDAYS.map((day): EffectiveTime => {
    const pick = stricter(
      teacher.timeLimits.find((t) => t.dayOfTheWeek === day),
      parent.timeLimits.find((t) => t.dayOfTheWeek === day),
      seconds,
    );
    const value = pick?.timeLimit ?? NO_LIMIT_TIME;
    // 'No Limit' from everyone is nobody's limit.
    return {
      dayOfTheWeek: day,
      timeLimit: displayTimeLimit(value),
      value,
      setBy: value === NO_LIMIT_TIME ? null : pick!.setBy,
    };
  });
  return { timeLimits, levelThresholds: combineThresholds(teacher.levelThresholds, parent.levelThresholds) };
}

type TeacherSide = {
  timeLimits: { dayOfTheWeek: string; timeLimit: string }[];
  levelThresholds: { grade: string; level: string }[];
  class: { owner: { firstname: string; lastname: string } } | null;
} | null;
type ParentSide = {
  parentTimeLimits: { dayOfTheWeek: string; timeLimit: string; setById: string | null }[];
  parentLevelThresholds: { grade: string; level: string; setById: string | null }[];
  parents: { parent: { id: string; firstname: string; lastname: string } }[];
};

/** Rows as Prisma loads them → effective limits. A child with no class has no teacher limits. */
export function effectiveLimitsOf(student: TeacherSide, child: ParentSide): EffectiveLimits {
  const teacherSource: LimitSource = { role: "teacher", name: student?.class ? displayName(student.class.owner) : "" };
  const names = new Map(child.parents.map((p) => [p.parent.id, displayName(p.parent)]));
  const parentSource = (id: string | null): LimitSource => ({
    role: "parent",
    name: (id && names.get(id)) || "A parent",
  });
  const inClass = Boolean(student?.class);
  return combineLimits(
    {
      timeLimits: inClass ? student!.timeLimits.map((t) => ({ ...t, setBy: teacherSource })) : [],
      levelThresholds: inClass ? student!.levelThresholds.map((t) => ({ ...t, setBy: teacherSource })) : [],
    },
    {
      timeLimits: child.parentTimeLimits.map((t) => ({
        dayOfTheWeek: t.dayOfTheWeek,
        timeLimit: t.timeLimit,
        setBy: parentSource(t.setById),
      })),
      levelThresholds: child.parentLevelThresholds.map((t) => ({
        grade: t.grade,
        level: t.level,
        setBy: parentSource(t.setById),
      })),
    },
  );
}
