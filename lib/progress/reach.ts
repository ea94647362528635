// The levels open to a child, read from their rows for the progress figures (issue 38): a share counts the
// puzzles the child can reach, so the teacher's roster, the parent's list and the child's own page need the
// child's open levels, not the viewer's. The rule is lib/activity/rules.ts's (openLevels of the combined
// thresholds, lib/students/limits.ts, for the child's grade: gradeOf), the same the child's puzzle page locks by
// (lib/activity/child.ts); only the inputs are read here, as json inside each figure's own statement.
import { now } from "@/lib/clock";
import { todayIn } from "@/lib/curriculum/dates";
import { jsonAgg, jsonDate } from "@/lib/db/sql";
import { env } from "@/lib/env";
import { combineThresholds, gradeOf, openLevels, type SourcedThreshold } from "@/lib/curriculum/levels";
import { LEVELS } from "@/lib/vocabulary";

type Threshold = { grade: string; level: string };
/** What decides a child's open levels: their grade (account, class, birth date) and the level thresholds. */
export type Reach = {
  grade: string;
  /** "YYYY-MM-DD" as json carries a date column, or the Date a row was revived to. */
  dob: string | Date | null;
  classGrade: string | null;
  /** The teacher's thresholds; none when the child is in no class (effectiveLimitsOf's rule). */
  teacher: Threshold[];
  parent: Threshold[];
};

const THRESHOLD = `json_build_object('grade', t.grade, 'level', t.level)`;

/** The Reach of the child account whose user id is the SQL expression `userId`, as json (null: no such user). */
export function reachSql(userId: string): string {
  return `(SELECT json_build_object('grade', ru.grade, 'dob', ru.dob, 'classGrade', rc.grade,
      'teacher', CASE WHEN rc.id IS NULL THEN '[]'::json
        ELSE ${jsonAgg(THRESHOLD, "student_level_threshold t WHERE t.student_id = rs.id")} END,
      'parent', ${jsonAgg(THRESHOLD, "parent_level_threshold t WHERE t.child_id = ru.id")})
    FROM "user" ru LEFT JOIN student rs ON rs.user_id = ru.id LEFT JOIN "class" rc ON rc.id = rs.class_id
    WHERE ru.id = ${userId})`;
}

/** Today in the school's time zone, as the child's own page counts a birth date's grade. */
export function schoolToday(): string {
  return todayIn(now(), env.SCHOOL_TIME_ZONE);
}

/** The levels open to the child (Green first); every level for a row that is not there. */
export function levelsOfReach(reach: Reach | null | undefined, today = schoolToday()): string[] {
  if (!reach) return [...LEVELS];
  const dob = typeof reach.dob === "string" ? jsonDate(reach.dob) : reach.dob;
  const grade = gradeOf({ grade: reach.grade, dob }, reach.classGrade, today);
  // Only the thresholds of the child's grade decide (openLevels): combined as everywhere, without the rest.
  const ofGrade = (role: "teacher" | "parent", list: Threshold[]): SourcedThreshold[] =>
    list.filter((t) => t.grade === grade).map((t) => ({ grade, level: t.level, setBy: { role, name: "" } }));
  const levelThresholds = combineThresholds(ofGrade("teacher", reach.teacher), ofGrade("parent", reach.parent));
  return openLevels({ levelThresholds }, grade);
}
