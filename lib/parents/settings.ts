// A parent's limits on their child: screen time per weekday and level per grade (SPEC §4, §5, §7). They are
// stored apart from the class's and combined with them on read; the stricter applies (docs/decisions/101).
import type { Actor } from "@/lib/auth/authenticate";
import { findChildOrThrow } from "@/lib/access/children";
import { prisma } from "@/lib/db/client";
import type { Weekday } from "@/lib/students/screen-time";
import { getChild } from "./children";
import { effectiveLimitsOf } from "@/lib/students/limits";
import { childInclude } from "./serializers";

export async function setChildTimeLimits(
  actor: Actor,
  id: string,
  timeLimits: { dayOfTheWeek: Weekday; timeLimit: string }[],
) {
  await findChildOrThrow(actor, id, {});
  await prisma.$transaction(
    timeLimits.map((t) =>
      prisma.parentTimeLimit.upsert({
        where: { childId_dayOfTheWeek: { childId: id, dayOfTheWeek: t.dayOfTheWeek } },
        create: { childId: id, dayOfTheWeek: t.dayOfTheWeek, timeLimit: t.timeLimit, setById: actor.id },
        update: { timeLimit: t.timeLimit, setById: actor.id },
      }),
    ),
  );
  return getChild(actor, id);
}

/** SPEC §4: the entry for the same grade is replaced, or a new one added. */
export async function setChildLevelThreshold(actor: Actor, id: string, t: { grade: string; level: string }) {
  await findChildOrThrow(actor, id, {});
  await prisma.parentLevelThreshold.upsert({
    where: { childId_grade: { childId: id, grade: t.grade } },
    create: { childId: id, grade: t.grade, level: t.level, setById: actor.id },
    update: { level: t.level, setById: actor.id },
  });
  return getChild(actor, id);
}

/** GET /users/student/{id}/screen-time/ and /threshold-limit/: what applies to the child and who set it. */
export async function getEffectiveLimits(actor: Actor, id: string) {
  const c = await findChildOrThrow(actor, id, childInclude);
  return { student: c.id, ...effectiveLimitsOf(c.studentProfile, c) };
}
