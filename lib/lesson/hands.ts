// "I need help" (issue 39, docs/decisions/263): a child raises their hand on a puzzle; the child or one of the
// class's teachers lowers it. Each change tells the class's lesson views (lib/lesson/presence.ts).
import "server-only";
import type { Actor } from "@/lib/auth/authenticate";
import { findTaughtClassOrThrow } from "@/lib/access/classes";
import { studentsVisibleTo } from "@/lib/access/students";
import { now } from "@/lib/clock";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { notePresence, publishLessonEvent, type PresenceChild } from "./presence";
import type { HelpRequestView } from "./wire";

const LOWERED: HelpRequestView = { puzzleId: null, handRaised: false, raisedAt: null };
/** Views of a hand that went up in this request: the route answers them 201, a hand already up 200. */
const raisedNow = new WeakSet<HelpRequestView>();

export function helpRequestStatus(view: HelpRequestView): 200 | 201 {
  return raisedNow.has(view) ? 201 : 200;
}

function viewOf(row: { handRaisedAt: Date | null; handPuzzleId: string | null } | null): HelpRequestView {
  if (!row?.handRaisedAt) return { ...LOWERED };
  return { puzzleId: row.handPuzzleId, handRaised: true, raisedAt: row.handRaisedAt.toISOString() };
}

async function signedInChild(actor: Actor): Promise<PresenceChild> {
  const s = await prisma.student.findFirst({
    where: { AND: [{ userId: actor.id }, studentsVisibleTo(actor)] },
    select: { id: true, classId: true },
  });
  if (!s) throw new AppError("forbidden", "Only a student can ask for help.");
  return { studentId: s.id, classId: s.classId };
}

/** POST /users/student/help-request: the child's hand goes up on `puzzleId` (the puzzle they have open). */
export async function raiseHand(actor: Actor, puzzleId: string): Promise<HelpRequestView> {
  const child = await signedInChild(actor);
  const at = now();
  await notePresence(child, puzzleId, at); // a hand on another puzzle came down with the move
  const { count } = await prisma.lessonPresence.updateMany({
    where: { studentId: child.studentId, handRaisedAt: null },
    data: { handRaisedAt: at, handPuzzleId: puzzleId },
  });
  const view = viewOf(await prisma.lessonPresence.findUnique({ where: { studentId: child.studentId } }));
  if (count) {
    raisedNow.add(view);
    await publishLessonEvent(child);
  }
  return view;
}

/** GET /users/student/help-request: the child's hand as it is now (a teacher may have lowered it). */
export async function ownHand(actor: Actor): Promise<HelpRequestView> {
  const child = await signedInChild(actor);
  return viewOf(await prisma.lessonPresence.findUnique({ where: { studentId: child.studentId } }));
}

/** Lowers the hand of `studentId`; tells the lesson views when it was up. */
async function lower(child: PresenceChild): Promise<HelpRequestView> {
  const { count } = await prisma.lessonPresence.updateMany({
    where: { studentId: child.studentId, handRaisedAt: { not: null } },
    data: { handRaisedAt: null, handPuzzleId: null },
  });
  if (count) await publishLessonEvent(child);
  return { ...LOWERED };
}

/** DELETE /users/student/help-request: the child lowers their own hand (already down: the same answer). */
export async function lowerOwnHand(actor: Actor): Promise<HelpRequestView> {
  return lower(await signedInChild(actor));
}

/** DELETE /academics/class/{classId}/student/{studentId}/help-request: one of the class's teachers lowers it. */
export async function lowerStudentHand(actor: Actor, classId: string, studentId: string): Promise<HelpRequestView> {
  const klass = await findTaughtClassOrThrow(actor, classId);
  const s = await prisma.student.findFirst({ where: { id: studentId, classId: klass.id }, select: { id: true } });
  if (!s) throw notFound("Student not found.");
  return lower({ studentId: s.id, classId: klass.id });
}
