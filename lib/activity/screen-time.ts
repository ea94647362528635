// Screen time on the server (issue 14, docs/decisions/092): heartbeats from an open puzzle page add up today's
// active seconds in the school's time zone; at the stricter of the teacher's and the parent's limit the child
// is stopped until tomorrow.
import type { Actor } from "@/lib/auth/authenticate";
import { now } from "@/lib/clock";
import { toDbDate, todayIn } from "@/lib/curriculum/dates";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { loadChild, type ChildContext } from "./child";
import { beatIncrement, timeStatus, todayLimitSeconds, type TimeStatus } from "./rules";

export const TIME_UP_MESSAGE = "That's all the coding time for today. Great work! See you tomorrow.";

export async function todayStatusOf(child: ChildContext): Promise<TimeStatus> {
  const day = todayIn(now(), env.SCHOOL_TIME_ZONE);
  const row = await prisma.screenTimeDay.findUnique({
    where: { studentId_day: { studentId: child.studentId, day: toDbDate(day) } },
  });
  return timeStatus(day, row?.seconds ?? 0, todayLimitSeconds(child.limits, day));
}

/** 403 with the stop screen's message once today's time is used up. */
export async function assertTimeLeft(child: ChildContext) {
  const status = await todayStatusOf(child);
  if (status.isStopped) throw new AppError("forbidden", TIME_UP_MESSAGE, { extra: { time: status } });
  return status;
}

/** One beat: adds the seconds since the last beat (server clock only) and answers today's status. */
export async function recordHeartbeat(actor: Actor): Promise<TimeStatus> {
  const child = await loadChild(actor);
  const at = now();
  const day = todayIn(at, env.SCHOOL_TIME_ZONE);
  const key = { studentId_day: { studentId: child.studentId, day: toDbDate(day) } };
  const seconds = await prisma.$transaction(async (tx) => {
    // Lock the day's row so two tabs' beats do not both count the same gap.
    await tx.screenTimeDay.upsert({
      where: key,
      create: { studentId: child.studentId, day: toDbDate(day), seconds: 0, lastBeatAt: at },
      update: {},
    });
    const [row] = await tx.$queryRaw<{ seconds: number; last_beat_at: Date }[]>`
      SELECT seconds, last_beat_at FROM screen_time_day
      WHERE student_id = ${child.studentId}::uuid AND day = ${toDbDate(day)}::date FOR UPDATE`;
    const add = beatIncrement(row.last_beat_at, at);
    await tx.screenTimeDay.update({ where: key, data: { seconds: { increment: add }, lastBeatAt: at } });
    return row.seconds + add;
  });
  return timeStatus(day, seconds, todayLimitSeconds(child.limits, day));
}

export async function getTimeStatus(actor: Actor): Promise<TimeStatus> {
  return todayStatusOf(await loadChild(actor));
}
