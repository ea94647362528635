// Where each child is in the lesson (issue 39, docs/decisions/263): the puzzle page's heartbeat and every attempt
// note the puzzle the child has open in lesson_presence (`since` restarts when the puzzle changes), and tell the
// class's live lesson views, on any instance, through the live hub's topic `class:<classId>`.
import "server-only";
import { prisma } from "@/lib/db/client";
import { log } from "@/lib/http/log";
import { liveHub, type LiveHub } from "@/lib/live/hub";

/** The hub topic of a class's lesson view. */
export function lessonTopic(classId: string): string {
  return `class:${classId}`;
}

/** What a lesson event carries: which class and child changed; the streams recompute the tiles themselves. */
export type LessonEvent = { type: "lesson"; classId: string; studentId: string };

/** The child as presence needs them: a child with no class has no lesson view to tell. */
export type PresenceChild = { studentId: string; classId: string | null };

/**
 * Tells the class's lesson views that `studentId`'s tile changed. Never throws: the lesson view is a window on
 * the work, and a lost event must not fail the beat, attempt or hand that caused it (the view catches up on
 * the next event or its minute refresh).
 */
export async function publishLessonEvent(child: PresenceChild, hub: LiveHub = liveHub()): Promise<void> {
  if (!child.classId) return;
  const event: LessonEvent = { type: "lesson", classId: child.classId, studentId: child.studentId };
  try {
    await hub.publish({ ...event, topics: [lessonTopic(child.classId)] });
  } catch (error) {
    log.warn("lesson: event not published", { error: String(error), classId: child.classId });
  }
}

/**
 * Notes that the child has `puzzleId` open at `at`: `since` restarts when the puzzle changes, and a hand raised
 * on another puzzle comes down (the help was about that one). Answers whether the puzzle changed.
 */
export async function notePresence(child: PresenceChild, puzzleId: string, at: Date): Promise<boolean> {
  const before = await prisma.lessonPresence.findUnique({
    where: { studentId: child.studentId },
    select: { puzzleId: true },
  });
  const changed = before?.puzzleId !== puzzleId;
  await prisma.lessonPresence.upsert({
    where: { studentId: child.studentId },
    create: { studentId: child.studentId, puzzleId, since: at, seenAt: at },
    update: changed ? { puzzleId, since: at, seenAt: at, handRaisedAt: null, handPuzzleId: null } : { seenAt: at },
  });
  return changed;
}

/** A heartbeat naming its puzzle: presence, and an event only when the child moved to another puzzle. */
export async function notePresenceOfBeat(child: PresenceChild, puzzleId: string, at: Date): Promise<void> {
  if (await notePresence(child, puzzleId, at)) await publishLessonEvent(child);
}

/**
 * After an attempt committed: presence on its puzzle and an event for the class. Never throws (a failure here
 * is logged; the attempt the child sent is already stored and counted).
 */
export async function notePresenceOfAttempt(child: PresenceChild, puzzleId: string, at: Date): Promise<void> {
  try {
    await notePresence(child, puzzleId, at);
  } catch (error) {
    log.warn("lesson: presence not noted", { error: String(error), studentId: child.studentId });
  }
  await publishLessonEvent(child);
}
