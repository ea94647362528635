// The signed-in child as the activity services need them: their Student row, the combined teacher and parent
// limits (lib/students/limits.ts, the one place they combine), open levels and entitlements (issue 14).
import type { Actor } from "@/lib/auth/authenticate";
import { studentsVisibleTo } from "@/lib/access/students";
import { prisma } from "@/lib/db/client";
import { entitlementsFor, isPackEntitled, type Entitlements } from "@/lib/entitlements/entitlements";
import { AppError } from "@/lib/http/errors";
import { effectiveLimitsOf, type EffectiveLimits } from "@/lib/students/limits";
import { now } from "@/lib/clock";
import { todayIn } from "@/lib/curriculum/dates";
import { env } from "@/lib/env";
import { Prisma } from "@/lib/generated/prisma/client";
import { gradeOf, levelLockedReason, openLevels } from "./rules";

const nameSelect = { id: true, firstname: true, lastname: true } as const;

export type ChildContext = {
  studentId: string;
  userId: string;
  /** The child's class (its lesson view hears of their work, lib/lesson/presence.ts); null for a child without one. */
  classId: string | null;
  grade: string;
  limits: EffectiveLimits;
  levels: string[];
  entitlements: Entitlements;
};

/**
 * A student account with no place to play — a child who signed up alone, whose parent said yes (or who is 13 or
 * over) — gets its own place, with no class, like a child a parent makes (issue 23, docs/decisions/217).
 */
async function ensurePlace(actor: Actor): Promise<boolean> {
  if (!actor.roles.includes("student")) return false;
  if (await prisma.student.findUnique({ where: { userId: actor.id }, select: { id: true } })) return false;
  try {
    await prisma.student.create({ data: { userId: actor.id } });
  } catch (e) {
    // Two first requests at once: the other one made it.
    if (!(e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")) throw e;
  }
  return true;
}

export async function loadChild(actor: Actor): Promise<ChildContext> {
  const s = (await findChild(actor)) ?? ((await ensurePlace(actor)) ? await findChild(actor) : null);
  if (!s) throw new AppError("forbidden", "Only a student can do puzzles.");
  const limits = effectiveLimitsOf(s, s.user);
  const grade = gradeOf(s.user, s.class?.grade ?? null, todayIn(now(), env.SCHOOL_TIME_ZONE));
  return {
    studentId: s.id,
    userId: s.userId,
    classId: s.classId,
    grade,
    limits,
    levels: openLevels(limits, grade),
    entitlements: await entitlementsFor(s.userId),
  };
}

function findChild(actor: Actor) {
  return prisma.student.findFirst({
    where: { AND: [{ userId: actor.id }, studentsVisibleTo(actor)] },
    include: {
      timeLimits: true,
      levelThresholds: true,
      class: { select: { grade: true, owner: { select: nameSelect } } },
      user: {
        include: {
          parentTimeLimits: true,
          parentLevelThresholds: true,
          parents: { select: { parent: { select: nameSelect } } },
        },
      },
    },
  });
}

/**
 * Why a pack is locked for the child, as a sentence saying how it opens, or null when it is open (issue 23,
 * docs/decisions/216): the level rule (lib/activity/rules.ts), then the plan.
 */
export function packClosedReason(child: ChildContext, pack: { level: string; extra: boolean }): string | null {
  const level = levelLockedReason(child.limits, child.grade, pack.level);
  if (level) return level;
  if (!isPackEntitled(pack, child.entitlements)) return "This pack opens with a family plan or your school's license.";
  return null;
}
