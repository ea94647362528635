// Which levels a child may open (issue 23, docs/decisions/216): the grade a child is in, the level a grade
// reaches, and the stricter of the teacher's and the parent's thresholds (docs/decisions/101). Pure, and below
// the domains that use it: the puzzle page's locks (lib/activity), the limits (lib/students) and the figures'
// denominators (lib/progress, docs/decisions/262) read the same rules.
import { GRADES, LEVEL_GRADES, LEVELS, type LevelName } from "@/lib/vocabulary";

export type LimitSource = { role: "teacher" | "parent"; name: string };
export type SourcedThreshold = { grade: string; level: string; setBy: LimitSource };
export type EffectiveThreshold = { grade: string; level: string; setBy: LimitSource };

/** Green < Yellow < Orange: a lower level is stricter. A level name we do not know ranks as least strict. */
export function levelRank(level: string): number {
  const i = (LEVELS as string[]).indexOf(level);
  return i < 0 ? Number.POSITIVE_INFINITY : i;
}

/** The stricter of two entries; on a tie the teacher's (the class rule) is named. */
export function stricter<T extends { setBy: LimitSource }>(
  a: T | undefined,
  b: T | undefined,
  rank: (x: T) => number,
): T | undefined {
  if (!a || !b) return a ?? b;
  const [ra, rb] = [rank(a), rank(b)];
  if (ra !== rb) return ra < rb ? a : b;
  return a.setBy.role === "teacher" ? a : b;
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

/** SPEC §9's level of a grade: Green K-4, Yellow 5-7, Orange 8+; null for a grade Sprout does not know. */
export function levelOfGrade(grade: string): LevelName | null {
  return LEVELS.find((l) => (LEVEL_GRADES[l] as readonly string[]).includes(grade)) ?? null;
}

/**
 * A child's grade: the one on the account (a sign-up's), else their class's when it names a grade, else the grade
 * of their age on 1 September of this school year (5 → Kindergarden, 6 → Grade 1 … 13 and over → Grade 8: a child
 * a parent made has a birth date and no grade), else "" (unknown). `today` is "YYYY-MM-DD".
 */
export function gradeOf(user: { grade: string; dob: Date | null }, classGrade: string | null, today: string): string {
  const known = (g: string | null | undefined) => (GRADES as readonly string[]).includes(g ?? "");
  if (known(user.grade)) return user.grade;
  if (known(classGrade)) return classGrade!;
  if (!user.dob) return "";
  const [y, m] = today.split("-").map(Number);
  const schoolYear = m >= 9 ? y : y - 1;
  const born = user.dob.toISOString().slice(0, 10);
  const age = schoolYear - Number(born.slice(0, 4)) - (born.slice(5) > "09-01" ? 1 : 0);
  return GRADES[Math.max(0, Math.min(GRADES.length - 1, age - 5))];
}

/**
 * Levels open to a child of `grade`: up to the level a teacher's or parent's threshold for that grade names
 * (the stricter of the two, lib/students/limits.ts), else up to the grade's own level (SPEC §9), so a 4th grader
 * has Green only. Sprout does not guess an unknown grade: such a child has every level, as before issue 23.
 */
export function openLevels(limits: { levelThresholds: readonly EffectiveThreshold[] }, grade: string): string[] {
  const threshold = limits.levelThresholds.find((t) => t.grade === grade);
  const byThreshold = threshold ? (LEVELS as string[]).indexOf(threshold.level) : -1;
  const own = levelOfGrade(grade);
  const i = byThreshold >= 0 ? byThreshold : own ? LEVELS.indexOf(own) : LEVELS.length - 1;
  return LEVELS.slice(0, i + 1);
}
