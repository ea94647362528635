// What the rest screen says once today's coding time is up (issue 40; the words chosen are in the report of issue
// 40's "Access, finished" part): the words fit what the child did today — "Great work!" only to a child who solved
// a puzzle today — and the screen, like the home, says when they can play again. Pure: the page and the home both
// read it, so they agree.
import type { EffectiveLimits } from "@/lib/students/limits";
import { todayLimitSeconds, weekdayOf, type TimeStatus } from "./rules";

/** What the child did today and when coding opens again (lib/activity/rest.ts reads it). */
export type RestDay = {
  /** The puzzles solved today (ids). */
  solvedToday: string[];
  /** Whether the child ran any program today. */
  triedToday: boolean;
  /** "tomorrow", "on Monday", or null when no day of the coming week has coding time. */
  nextPlay: string | null;
};

export const NO_REST_DAY: RestDay = { solvedToday: [], triedToday: false, nextPlay: "tomorrow" };

function addDays(day: string, n: number): string {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The next day of the coming week with coding time (no limit, or a limit above 0 minutes), in words. */
export function nextPlayWords(limits: EffectiveLimits, day: string): string | null {
  for (let n = 1; n <= 7; n++) {
    const next = addDays(day, n);
    const limit = todayLimitSeconds(limits, next);
    if (limit === null || limit > 0) return n === 1 ? "tomorrow" : `on ${weekdayOf(next)}`;
  }
  return null;
}

/** When the child can play again, as the home's "What to do next" and the rest screen both say it. */
export function playAgainWords(rest: Pick<RestDay, "nextPlay">): string {
  return rest.nextPlay ? `You can play again ${rest.nextPlay}.` : "Ask your teacher or parent when you can play again.";
}

/** The rest screen's heading and sentences for a child whose time is up (or who has none today). */
export function restWords(status: Pick<TimeStatus, "limitSeconds">, rest: RestDay): { title: string; lines: string[] } {
  const again = playAgainWords(rest);
  if (status.limitSeconds === 0)
    return { title: "No coding time today", lines: ["There is no coding time today.", again] };
  const solved = rest.solvedToday.length;
  const did =
    solved > 0
      ? `You solved ${solved} ${solved === 1 ? "puzzle" : "puzzles"} today. Great work!`
      : rest.triedToday
        ? "You worked on your puzzles today. Sprout keeps them for you."
        : "That's all the coding time for today.";
  return { title: "Time to rest!", lines: [did, again] };
}
