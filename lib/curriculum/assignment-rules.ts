// SPEC §5 assignment messages as a pure function of the draft, its unit's status and "today".
import type { IsoDate } from "./dates";
import type { UnitStatus } from "./unit-rules";

export const ASSIGNMENT_MESSAGES = {
  title: "Kindly Add an assignment title",
  laterStart: "Assignment should have a start date since it is scheduled for later",
  laterToday: "Assignment date should not be todays since it is schedule for later",
  endDate: "Kindly add an end date/deadline",
  number: "Kindly set number of questions",
  skills: "Select one or more assignment skills",
  students: "Select students(s) to be assigned to this tasks",
  pastUnit: "The Current Unit is a past current, therefore, assignments cannot be added",
  upcomingUnit: "This unit is scheduled for a later date, kindly update to current before adding assignments",
  deadline: "Deadline should be after the start date",
} as const;

export type AssignmentDraft = {
  title: string;
  isCurrent: boolean;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
  number: number | null;
  skills: string[];
  students: string[];
  /** The puzzles it covers: with any ticked, the number of questions may stay empty (issue 39). */
  puzzles?: string[];
};

/**
 * How many questions an assignment has: the number the teacher set, or with none set, how many puzzles it covers
 * (issue 39: ticking three puzzles makes a three-question assignment).
 */
export function questionCount(number: number | null, puzzles: readonly string[]): number {
  return number && number > 0 ? number : new Set(puzzles).size;
}

/** The start an assignment gets: today when it is current, its own start date when scheduled for later. */
export function effectiveStart(
  draft: Pick<AssignmentDraft, "isCurrent" | "startDate">,
  today: IsoDate,
): IsoDate | null {
  return draft.isCurrent ? today : draft.startDate;
}

/** On an edit: the stored start, when neither the current flag nor (for a later one) the start changed. */
export function keptStart(
  stored: { isCurrent: boolean; startDate: IsoDate | null },
  draft: Pick<AssignmentDraft, "isCurrent" | "startDate">,
): IsoDate | null {
  const same = stored.isCurrent === draft.isCurrent && (draft.isCurrent || draft.startDate === stored.startDate);
  return same ? stored.startDate : null;
}

/**
 * Every message that applies, in SPEC order. A scheduled-for-later assignment needs a start after today
 * (today or earlier gets the "todays" message); the deadline must fall strictly after the start.
 * `unitStatus` null skips the unit checks (they guard adding, not editing); `keptStart` is the start an
 * edited assignment keeps when neither its start nor its current flag changed.
 */
export function assignmentErrors(
  draft: AssignmentDraft,
  unitStatus: UnitStatus | null,
  today: IsoDate,
  keptStart: IsoDate | null = null,
): string[] {
  const m = ASSIGNMENT_MESSAGES;
  const errors: string[] = [];
  if (!draft.title.trim()) errors.push(m.title);
  if (!draft.isCurrent && !keptStart) {
    if (!draft.startDate) errors.push(m.laterStart);
    else if (draft.startDate <= today) errors.push(m.laterToday);
  }
  if (!draft.endDate) errors.push(m.endDate);
  if (questionCount(draft.number, draft.puzzles ?? []) < 1) errors.push(m.number);
  if (draft.skills.length === 0) errors.push(m.skills);
  if (draft.students.length === 0) errors.push(m.students);
  if (unitStatus === "past") errors.push(m.pastUnit);
  if (unitStatus === "upcoming") errors.push(m.upcomingUnit);
  const start = keptStart ?? effectiveStart(draft, today);
  if (start && draft.endDate && draft.endDate <= start) errors.push(m.deadline);
  return errors;
}
