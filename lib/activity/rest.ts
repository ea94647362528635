// What the child did today, for the rest screen and the home once time is up (issue 40, lib/activity/rest-words.ts):
// the puzzles solved and whether any program ran, counted in the school's day (the day screen time counts in).
import { env } from "@/lib/env";
import { prisma } from "@/lib/db/client";
import type { ChildContext } from "./child";
import { nextPlayWords, type RestDay } from "./rest-words";

export async function restDayOf(child: ChildContext, day: string): Promise<RestDay> {
  const rows = await prisma.$queryRaw<{ puzzle_id: string; solved: boolean }[]>`
    SELECT puzzle_id, bool_or(solved) AS solved FROM puzzle_attempt
    WHERE student_id = ${child.studentId}::uuid
      AND ((created_at AT TIME ZONE 'UTC') AT TIME ZONE ${env.SCHOOL_TIME_ZONE})::date = ${day}::date
    GROUP BY puzzle_id`;
  return {
    solvedToday: rows.filter((r) => r.solved).map((r) => r.puzzle_id),
    triedToday: rows.length > 0,
    nextPlay: nextPlayWords(child.limits, day),
  };
}
