// Pure rules of a child's coding time (issue 14, docs/decisions/092): the school-local day, today's limit from
// the combined limits (lib/students/limits.ts), heartbeat arithmetic and which levels a threshold opens.
import type { EffectiveLimits } from "@/lib/students/limits";
import { LEVELS, NO_LIMIT_TIME, WEEKDAYS, type Weekday } from "@/lib/vocabulary";

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

/** Levels open to a child of `grade`: up to the threshold for that grade, all when none applies. */
export function openLevels(limits: EffectiveLimits, grade: string): string[] {
  const threshold = limits.levelThresholds.find((t) => t.grade === grade);
  const i = threshold ? (LEVELS as string[]).indexOf(threshold.level) : -1;
  return i < 0 ? [...LEVELS] : LEVELS.slice(0, i + 1);
}
