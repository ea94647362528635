// Screen time on the server (issue 14, docs/decisions/092): heartbeats from an open puzzle page add up today's
// active seconds in the school's time zone; at the stricter of the teacher's and the parent's limit the child
// is stopped until tomorrow. An attempt is charged like a beat (docs/decisions/160).
import type { Actor } from "@/lib/auth/authenticate";
import { now } from "@/lib/clock";
import { toDbDate, todayIn } from "@/lib/curriculum/dates";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { notePresenceOfBeat } from "@/lib/lesson/presence";
import { loadChild, type ChildContext } from "./child";
import { beatIncrement, stopMessage, timeStatus, todayLimitSeconds, type TimeStatus } from "./rules";

export const TIME_UP_MESSAGE = stopMessage({ limitSeconds: 1 });

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
  if (status.isStopped) throw timeUp(status);
  return status;
}

/**
 * Charges one beat inside `tx`: locks the day's row (so two tabs, or a beat and an attempt, do not both count
 * the same gap), adds the seconds since the last beat or attempt (server clock only) and answers today's status
 * before and after. Heartbeats and attempts both call it (docs/decisions/160).
 */
export async function chargeBeat(tx: Prisma.TransactionClient, child: ChildContext, at: Date) {
  const day = todayIn(at, env.SCHOOL_TIME_ZONE);
  const key = { studentId_day: { studentId: child.studentId, day: toDbDate(day) } };
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
  const limit = todayLimitSeconds(child.limits, day);
  return { before: timeStatus(day, row.seconds, limit), after: timeStatus(day, row.seconds + add, limit) };
}

/** The stop screen's refusal (403), with today's status for the page; a 0-minute day says so (issue 23). */
export function timeUp(status: TimeStatus) {
  return new AppError("forbidden", stopMessage(status), { extra: { time: status } });
}

/**
 * One beat: adds the seconds since the last beat and answers today's status. A beat naming the page's puzzle also
 * tells the class's lesson view where the child is (issue 39, lib/lesson/presence.ts).
 */
export async function recordHeartbeat(actor: Actor, puzzleId?: string): Promise<TimeStatus> {
  const child = await loadChild(actor);
  const at = now();
  const status = (await prisma.$transaction((tx) => chargeBeat(tx, child, at))).after;
  if (puzzleId) await notePresenceOfBeat(child, puzzleId, at);
  return status;
}

export async function getTimeStatus(actor: Actor): Promise<TimeStatus> {
  return todayStatusOf(await loadChild(actor));
}
