// Wire shape of a child in the parent's view (SPEC §3 Child). Never a password or another family's data;
// timeLimits and levelThresholds are the parent's own entries, effectiveLimits what applies after combining
// them with the class's (lib/students/limits.ts).
import type { Prisma } from "@/lib/generated/prisma/client";
import { progressView, summaryFigures, type PuzzleFact } from "@/lib/progress/figures";
import { puzzleCatalog } from "@/lib/puzzles/content";
import { displayTimeLimit, NO_LIMIT_TIME, WEEKDAYS } from "@/lib/students/screen-time";
import { effectiveLimitsOf } from "@/lib/students/limits";
import { displayName } from "@/lib/vocabulary";
import type { ChildView, FriendView } from "./wire";

const nameSelect = { id: true, firstname: true, lastname: true } as const;

export const childInclude = {
  studentProfile: {
    include: {
      timeLimits: true,
      levelThresholds: true,
      class: { select: { id: true, className: true, owner: { select: nameSelect } } },
    },
  },
  parentTimeLimits: true,
  parentLevelThresholds: { orderBy: { grade: "asc" } },
  parents: { select: { parent: { select: nameSelect } } },
} satisfies Prisma.UserInclude;

export type ChildRow = Prisma.UserGetPayload<{ include: typeof childInclude }>;

type C = ChildRow;
type S = NonNullable<C["studentProfile"]>;
type Klass = NonNullable<S["class"]>;
/**
 * Of ChildRow, the fields serializeChild reads: what the parent's child list carries (./children.ts), while a
 * Prisma-loaded child (getChild) still fits.
 */
export type ChildForView = Pick<C, "id" | "firstname" | "lastname" | "username" | "dob" | "parents"> & {
  /** The levels open to the child (lib/progress/reach.ts): the puzzles their shares count. */
  openLevels: string[];
  studentProfile:
    | (Pick<S, "codingExperience" | "level"> & {
        class: (Pick<Klass, "id" | "className"> & { owner: Pick<Klass["owner"], "firstname" | "lastname"> }) | null;
        /** The child's puzzle facts (lib/progress/facts.ts), the source of progress and skills. */
        puzzleFacts: PuzzleFact[];
        timeLimits: Pick<S["timeLimits"][number], "dayOfTheWeek" | "timeLimit">[];
        levelThresholds: Pick<S["levelThresholds"][number], "grade" | "level">[];
      })
    | null;
  parentTimeLimits: Pick<C["parentTimeLimits"][number], "id" | "dayOfTheWeek" | "timeLimit" | "setById">[];
  parentLevelThresholds: Pick<C["parentLevelThresholds"][number], "id" | "grade" | "level" | "setById">[];
};

export function serializeChild(c: ChildForView, friends: FriendView[] = []): ChildView {
  const s = c.studentProfile;
  const byDay = new Map(c.parentTimeLimits.map((t) => [t.dayOfTheWeek, t]));
  const figures = summaryFigures(s?.puzzleFacts ?? [], puzzleCatalog(), c.openLevels);
  return {
    id: c.id,
    fullName: displayName(c),
    firstName: c.firstname,
    lastName: c.lastname,
    username: c.username,
    dob: c.dob ? c.dob.toISOString().slice(0, 10) : null,
    codingExperience: s?.codingExperience ?? "experienced",
    level: s?.level ?? "",
    /** The school class the child is in, if any (then deleting only unlinks, docs/decisions/100). */
    classroom: s?.class ? { id: s.class.id, className: s.class.className, teacher: displayName(s.class.owner) } : null,
    friend: friends,
    progress: progressView(figures),
    skills: figures.skills,
    levelThresholds: c.parentLevelThresholds.map((t) => ({ id: t.id, grade: t.grade, level: t.level })),
    timeLimits: WEEKDAYS.map((dayOfTheWeek) => {
      const row = byDay.get(dayOfTheWeek);
      return { id: row?.id ?? null, dayOfTheWeek, timeLimit: displayTimeLimit(row?.timeLimit ?? NO_LIMIT_TIME) };
    }),
    effectiveLimits: effectiveLimitsOf(s, c),
  };
}

export type { ChildView, FriendView };
