// What the child did today, for the rest screen and the home once time is up (issue 40, lib/activity/rest-words.ts):
// the puzzles solved and whether any program ran, counted in the school's day (the day screen time counts in).
import { todayIn } from "@/lib/curriculum/dates";
import { env } from "@/lib/env";
import { prisma } from "@/lib/db/client";
import type { ChildContext } from "./child";
import { nextPlayWords, type RestDay } from "./rest-words";

const HOUR = 3_600_000;

export async function restDayOf(child: ChildContext, day: string): Promise<RestDay> {
  // Every time zone's `day` lies within UTC's day widened by 14 hours each side; the school's own day is then
  // picked out exactly, attempt by attempt (a child's day holds tens of attempts, not thousands).
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const rows = await prisma.puzzleAttempt.findMany({
    where: {
      studentId: child.studentId,
      createdAt: { gte: new Date(midnight - 14 * HOUR), lt: new Date(midnight + 38 * HOUR) },
    },
    select: { puzzleId: true, solved: true, createdAt: true },
  });
  const today = rows.filter((r) => todayIn(r.createdAt, env.SCHOOL_TIME_ZONE) === day);
  return {
    solvedToday: [...new Set(today.filter((r) => r.solved).map((r) => r.puzzleId))],
    triedToday: today.length > 0,
    nextPlay: nextPlayWords(child.limits, day),
  };
}
