// Parent and teacher limits on one child combine: per weekday and per grade the stricter applies, and the
// answer says who set it (issue 10, docs/decisions/101). Pure, so both dashboards show the same result.
import { displayName, GRADES, LEVELS } from "@/lib/vocabulary";
import { displayTimeLimit, NO_LIMIT_TIME, WEEKDAYS } from "@/lib/students/screen-time";

export type LimitSource = { role: "teacher" | "parent"; name: string };
export type SourcedTime = { dayOfTheWeek: string; timeLimit: string; setBy: LimitSource };
export type SourcedThreshold = { grade: string; level: string; setBy: LimitSource };

export type EffectiveTime = { dayOfTheWeek: string; timeLimit: string; value: string; setBy: LimitSource | null };
export type EffectiveThreshold = { grade: string; level: string; setBy: LimitSource };
export type EffectiveLimits = { timeLimits: EffectiveTime[]; levelThresholds: EffectiveThreshold[] };

/** Green < Yellow < Orange: a lower level is stricter. A level name we do not know ranks as least strict. */
function levelRank(level: string): number {
  const i = (LEVELS as string[]).indexOf(level);
  return i < 0 ? Number.POSITIVE_INFINITY : i;
}

/** The stricter of two entries; on a tie the teacher's (the class rule) is named. */
function stricter<T extends { setBy: LimitSource }>(
  a: T | undefined,
  b: T | undefined,
  rank: (x: T) => number,
): T | undefined {
  if (!a || !b) return a ?? b;
  const [ra, rb] = [rank(a), rank(b)];
  if (ra !== rb) return ra < rb ? a : b;
  return a.setBy.role === "teacher" ? a : b;
}

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

/** Per grade, the stricter of the teacher's and the parent's level threshold, in grade order. */
export function combineThresholds(teacher: SourcedThreshold[], parent: SourcedThreshold[]): EffectiveThreshold[] {
  const grades = [...new Set([...teacher, ...parent].map((t) => t.grade))];
  const gradeOrder = (g: string) =>
    ((GRADES as readonly string[]).indexOf(g) + GRADES.length + 1) % (GRADES.length + 1);
  return grades
    .sort((a, b) => gradeOrder(a) - gradeOrder(b) || a.localeCompare(b))
    .map((grade) => {
      const pick = stricter(
        teacher.find((t) => t.grade === grade),
        parent.find((t) => t.grade === grade),
        (t) => levelRank(t.level),
      )!;
      return { grade, level: pick.level, setBy: pick.setBy };
    });
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
