// Wire shape of a student in the teacher's view (SPEC §3).
import type { Prisma } from "@/lib/generated/prisma/client";
import { displayTimeLimit, WEEKDAYS } from "./screen-time";
import { displayName } from "@/lib/vocabulary";
import { progressView, summaryFigures, type PuzzleFact } from "@/lib/progress/figures";
import { puzzleCatalog } from "@/lib/puzzles/content";
import { effectiveLimitsOf } from "@/lib/students/limits";
import type { StudentView } from "./wire";

export const studentInclude = {
  user: {
    select: {
      id: true,
      firstname: true,
      lastname: true,
      email: true,
      username: true,
      dob: true,
      // Parents' limits, so the teacher sees which limit applies and who set it (docs/decisions/101).
      parentTimeLimits: true,
      parentLevelThresholds: true,
      parents: { select: { parent: { select: { id: true, firstname: true, lastname: true } } } },
    },
  },
  class: { select: { owner: { select: { firstname: true, lastname: true } } } },
  timeLimits: true,
  levelThresholds: { orderBy: { grade: "asc" } },
} satisfies Prisma.StudentInclude;

/**
 * A student with their puzzle facts and open levels (lib/progress/facts.ts, reach.ts): the roster's json carries
 * them in its statement.
 */
export type StudentWithRelations = Prisma.StudentGetPayload<{ include: typeof studentInclude }> & {
  puzzleFacts: PuzzleFact[];
  openLevels: string[];
};

type S = StudentWithRelations;
type U = S["user"];
/** Of StudentWithRelations, the fields serializeStudent reads: what the roster's json carries (./roster.ts). */
export type StudentForView = Pick<
  S,
  "id" | "classId" | "externalId" | "codingExperience" | "level" | "cardIssuedAt"
> & {
  user: Pick<U, "id" | "firstname" | "lastname" | "email" | "username" | "dob" | "parents"> & {
    parentTimeLimits: Pick<U["parentTimeLimits"][number], "dayOfTheWeek" | "timeLimit" | "setById">[];
    parentLevelThresholds: Pick<U["parentLevelThresholds"][number], "grade" | "level" | "setById">[];
  };
  class: S["class"];
  timeLimits: Pick<S["timeLimits"][number], "id" | "dayOfTheWeek" | "timeLimit">[];
  levelThresholds: Pick<S["levelThresholds"][number], "id" | "grade" | "level">[];
  puzzleFacts: PuzzleFact[];
  openLevels: string[];
};

/** progress and skills as every screen shows them (docs/decisions/160), over the child's open levels. */
function figuresFields(facts: PuzzleFact[], levels: string[]) {
  const f = summaryFigures(facts, puzzleCatalog(), levels);
  return { progress: progressView(f), skills: f.skills };
}

export function serializeStudent(s: StudentForView): StudentView {
  const timeLimits = [...s.timeLimits].sort(
    (a, b) => WEEKDAYS.indexOf(a.dayOfTheWeek as never) - WEEKDAYS.indexOf(b.dayOfTheWeek as never),
  );
  return {
    id: s.id,
    student_id: s.user.id,
    classId: s.classId,
    externalId: s.externalId,
    firstName: s.user.firstname,
    lastName: s.user.lastname,
    fullName: displayName(s.user),
    email: s.user.email ?? "",
    username: s.user.username,
    dob: s.user.dob ? s.user.dob.toISOString().slice(0, 10) : null,
    codingExperience: s.codingExperience,
    timeLimits: timeLimits.map((t) => ({
      id: t.id,
      dayOfTheWeek: t.dayOfTheWeek,
      timeLimit: displayTimeLimit(t.timeLimit),
      value: t.timeLimit,
    })),
    level: s.level,
    ...figuresFields(s.puzzleFacts, s.openLevels),
    levelThresholds: s.levelThresholds.map((t) => ({ id: t.id, grade: t.grade, level: t.level })),
    cardIssuedAt: s.cardIssuedAt?.toISOString() ?? null,
    effectiveLimits: effectiveLimitsOf(s, s.user),
  };
}

export type { StudentView };
