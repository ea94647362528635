// Pure rules of a child's coding time (issue 14, docs/decisions/092): the school-local day, today's limit from
// the combined limits (lib/students/limits.ts), heartbeat arithmetic and which levels a threshold opens.
import { openLevels } from "@/lib/curriculum/levels";
import type { EffectiveLimits } from "@/lib/students/limits";
import { LEVEL_GRADES, NO_LIMIT_TIME, WEEKDAYS, type LevelName, type Weekday } from "@/lib/vocabulary";

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

export { gradeOf, levelOfGrade, openLevels } from "@/lib/curriculum/levels";

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
