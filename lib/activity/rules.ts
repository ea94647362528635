// Pure rules of a child's coding time (issue 14, docs/decisions/092): the school-local day, today's limit from
// the combined limits (lib/students/limits.ts), heartbeat arithmetic and which levels a threshold opens.
import type { EffectiveLimits } from "@/lib/students/limits";
import { GRADES, LEVEL_GRADES, LEVELS, NO_LIMIT_TIME, WEEKDAYS, type LevelName, type Weekday } from "@/lib/vocabulary";

/** The browser beats every 30 s while a puzzle page is open and visible. */
export const HEARTBEAT_SECONDS = 30;
/** A longer silence means the page was closed or asleep: that gap is not counted. */
export const MAX_BEAT_GAP_SECONDS = 60;

export function weekdayOf(day: string): Weekday {
  const sundayFirst = new Date(`${day}T12:00:00Z`).getUTCDay();
  return WEEKDAYS[(sundayFirst + 6) % 7];
}

/** "HH:MM:SS" → seconds; 'No Limit' (23:00:00) is no limit at all (null). */
export function limitSeconds(value: string): number | null {
  if (value === NO_LIMIT_TIME) return null;
  return value.split(":").reduce((n, part) => n * 60 + Number(part), 0);
}

/** Today's limit in seconds (null = none) from the effective limits. */
export function todayLimitSeconds(limits: EffectiveLimits, day: string): number | null {
  const entry = limits.timeLimits.find((t) => t.dayOfTheWeek === weekdayOf(day));
  return entry ? limitSeconds(entry.value) : null;
}

/** Seconds a beat adds after the previous one: the gap, unless the page had been away too long. */
export function beatIncrement(previous: Date | null, at: Date): number {
  if (!previous) return 0;
  const gap = Math.floor((at.getTime() - previous.getTime()) / 1000);
  return gap > 0 && gap <= MAX_BEAT_GAP_SECONDS ? gap : 0;
}

export type TimeStatus = {
  day: string;
  usedSeconds: number;
  limitSeconds: number | null;
  remainingSeconds: number | null;
  isStopped: boolean;
};

export function timeStatus(day: string, usedSeconds: number, limit: number | null): TimeStatus {
  const remaining = limit === null ? null : Math.max(0, limit - usedSeconds);
  return { day, usedSeconds, limitSeconds: limit, remainingSeconds: remaining, isStopped: remaining === 0 };
}

// ------------------------------------------------------------------ levels (issue 23, docs/decisions/216)

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
export function openLevels(limits: EffectiveLimits, grade: string): string[] {
  const threshold = limits.levelThresholds.find((t) => t.grade === grade);
  const byThreshold = threshold ? (LEVELS as string[]).indexOf(threshold.level) : -1;
  const own = levelOfGrade(grade);
  const i = byThreshold >= 0 ? byThreshold : own ? LEVELS.indexOf(own) : LEVELS.length - 1;
  return LEVELS.slice(0, i + 1);
}

/** How a closed level opens, in a sentence a child reads (null: the level is open). */
export function levelLockedReason(limits: EffectiveLimits, grade: string, level: string): string | null {
  if (openLevels(limits, grade).includes(level)) return null;
  const threshold = limits.levelThresholds.find((t) => t.grade === grade);
  if (threshold) {
    const who = threshold.setBy.role === "teacher" ? "your teacher" : "your parent";
    return `${level} puzzles open when ${who} says you are ready.`;
  }
  const first = LEVEL_GRADES[level as LevelName]?.[0];
  return first
    ? `${level} puzzles open in ${first}, or sooner when your teacher or parent says so.`
    : `${level} puzzles are not open yet.`;
}

// ------------------------------------------------------------- time running out (issue 23, docs/decisions/218)

/** The warnings before the stop: at 5 minutes left and at 1. */
export const WARNING_SECONDS = [300, 60] as const;

/** The warning a child sees with `status` (null: none yet, or no limit, or already stopped). */
export function timeWarning(status: TimeStatus): string | null {
  const left = status.remainingSeconds;
  if (left === null || status.isStopped) return null;
  if (left <= WARNING_SECONDS[1])
    return "Less than a minute of coding left! Sprout will keep your program for tomorrow.";
  if (left <= WARNING_SECONDS[0]) return "Less than 5 minutes of coding left today. Sprout will keep your program.";
  return null;
}

/** What the stop screen (and the refused attempt) says: a day with no coding time is not "Great work!". */
export function stopMessage(status: Pick<TimeStatus, "limitSeconds">): string {
  return status.limitSeconds === 0
    ? "There is no coding time today. See you next time!"
    : "That's all the coding time for today. Great work! See you tomorrow.";
}
