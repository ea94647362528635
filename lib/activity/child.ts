// The signed-in child as the activity services need them: their Student row, the combined teacher and parent
// limits (lib/students/limits.ts, the one place they combine), open levels and entitlements (issue 14).
import type { Actor } from "@/lib/auth/authenticate";
import { studentsVisibleTo } from "@/lib/access/students";
import { prisma } from "@/lib/db/client";
import { entitlementsFor, isPackEntitled, type Entitlements } from "@/lib/entitlements/entitlements";
import { AppError } from "@/lib/http/errors";
import { effectiveLimitsOf, type EffectiveLimits } from "@/lib/students/limits";
import { openLevels } from "./rules";

const nameSelect = { id: true, firstname: true, lastname: true } as const;

export type ChildContext = {
  studentId: string;
  userId: string;
  grade: string;
  limits: EffectiveLimits;
  levels: string[];
  entitlements: Entitlements;
};

export async function loadChild(actor: Actor): Promise<ChildContext> {
  const s = await prisma.student.findFirst({
    where: { AND: [{ userId: actor.id }, studentsVisibleTo(actor)] },
    include: {
      timeLimits: true,
      levelThresholds: true,
      class: { select: { owner: { select: nameSelect } } },
      user: {
        include: {
          parentTimeLimits: true,
          parentLevelThresholds: true,
          parents: { select: { parent: { select: nameSelect } } },
        },
      },
    },
  });
  if (!s) throw new AppError("forbidden", "Only a student can do puzzles.");
  const limits = effectiveLimitsOf(s, s.user);
  return {
    studentId: s.id,
    userId: s.userId,
    grade: s.user.grade,
    limits,
    levels: openLevels(limits, s.user.grade),
    entitlements: await entitlementsFor(s.userId),
  };
}

/** Why a pack is closed to the child, or null when it is open. */
export function packClosedReason(child: ChildContext, pack: { level: string; extra: boolean }): string | null {
  if (!child.levels.includes(pack.level)) return `The ${pack.level} level is not open for you yet.`;
  if (!isPackEntitled(pack, child.entitlements)) return "This puzzle pack is not part of your plan.";
  return null;
}
