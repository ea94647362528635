// SPEC §4 and §5 unit rules as pure functions of the unit and "today" (the caller passes its clock's date).
// Issue 39: a current unit may have started on or before today (a unit that began last Monday is current); only a
// start in the future keeps SPEC's "start date should be today's date".
import { isLevel, levelGradeCodes } from "@/lib/vocabulary";
import type { IsoDate } from "./dates";

export const UNIT_MESSAGES = {
  standard: "Please Select a standard",
  level: "Please Select a level",
  units: "Please Select one or more units",
  grades: "Please Select one or more grades",
  missingDates: (t: string) => `${t} unit does not have a start/end date`,
  sameDay: (t: string) => `${t} start date cannot be the same as end date`,
  currentStart: (t: string) => `${t} start date should be today's date`,
  upcomingToday: (t: string) => `${t} start date should be a future date since it is upcoming`,
  upcomingPast: (t: string) => `${t} start date should be after today's date`,
  endDate: (t: string) => `${t} end date should be after it's start date and after today's date`,
  /** Issue 39: not SPEC wording (SPEC §5 has no message for it), in the same shape: the unit named first. */
  duplicate: (t: string) => `${t} is already a unit of this class`,
} as const;

export type UnitDraft = {
  title: string;
  isCurrent: boolean;
  isFinished: boolean;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
};

export type UnitSelection = { standard: string | null; level: string | null; grades: string[]; units: UnitDraft[] };

/**
 * Date checks of one unit, each naming it. A current unit starts on or before today. On an edit, a date the
 * teacher did not touch keeps the check it passed when set (`changed`): an end already passed only has to stay
 * after the start. A unit added or made current is checked in full.
 * Past (finished) units only need a start before their end.
 */
export function unitDateErrors(
  unit: UnitDraft,
  today: IsoDate,
  changed: { start: boolean; end: boolean } = { start: true, end: true },
): string[] {
  const t = unit.title;
  if (!unit.startDate || !unit.endDate) return [UNIT_MESSAGES.missingDates(t)];
  const { startDate: start, endDate: end } = unit;
  if (unit.isFinished) return start > end ? [UNIT_MESSAGES.endDate(t)] : [];
  const errors: string[] = [];
  if (start === end) errors.push(UNIT_MESSAGES.sameDay(t));
  if (unit.isCurrent) {
    if (start > today) errors.push(UNIT_MESSAGES.currentStart(t));
  } else if (changed.start && start === today) {
    errors.push(UNIT_MESSAGES.upcomingToday(t));
  } else if (changed.start && start < today) {
    errors.push(UNIT_MESSAGES.upcomingPast(t));
  }
  if (end < start || ((changed.start || changed.end) && end <= today)) errors.push(UNIT_MESSAGES.endDate(t));
  return errors;
}

/** Every message for a unit selection (the add-unit modal): the selection first, then each unit's dates. */
export function unitSelectionErrors(sel: UnitSelection, today: IsoDate): string[] {
  const errors: string[] = [];
  if (!sel.standard) errors.push(UNIT_MESSAGES.standard);
  if (!sel.level) errors.push(UNIT_MESSAGES.level);
  if (sel.units.length === 0) errors.push(UNIT_MESSAGES.units);
  const allowed: readonly string[] = sel.level && isLevel(sel.level) ? levelGradeCodes(sel.level) : [];
  if (sel.grades.length === 0 || (sel.level && isLevel(sel.level) && sel.grades.some((g) => !allowed.includes(g)))) {
    errors.push(UNIT_MESSAGES.grades);
  }
  for (const u of sel.units) errors.push(...unitDateErrors(u, today));
  return [...new Set(errors)];
}

/** Two unit titles name the same unit when they match without case or surrounding spaces. */
export const unitTitleKey = (t: string) => t.trim().toLocaleLowerCase("en");

/**
 * Issue 39: a class has each unit once. The titles of `items` the class already has, or that the request names
 * twice, compared without case or surrounding spaces; each named once, in the request's order.
 */
export function duplicateUnitTitles(
  items: { title: string; class_model: string }[],
  existing: { classId: string; title: string }[],
): string[] {
  const taken = new Set(existing.map((u) => `${u.classId}:${unitTitleKey(u.title)}`));
  const duplicates: string[] = [];
  for (const u of items) {
    const key = `${u.class_model}:${unitTitleKey(u.title)}`;
    if (taken.has(key) && !duplicates.includes(u.title)) duplicates.push(u.title);
    taken.add(key);
  }
  return duplicates;
}

export type UnitStatus = "current" | "upcoming" | "past";

export function unitStatus(unit: Pick<UnitDraft, "isCurrent" | "isFinished">): UnitStatus {
  if (unit.isFinished) return "past";
  return unit.isCurrent ? "current" : "upcoming";
}

/** SPEC §4: moving to past ends the unit today. */
export function moveToPast<T extends UnitDraft>(unit: T, today: IsoDate): T {
  return { ...unit, isCurrent: false, isFinished: true, endDate: today };
}

/** SPEC §4: moving to current starts the unit today. */
export function moveToCurrent<T extends UnitDraft>(unit: T, today: IsoDate): T {
  return { ...unit, isCurrent: true, isFinished: false, startDate: today };
}

// ---- selection state of the add-unit form (SPEC §4), shared by the page and its tests

export type SelectableUnit = {
  title: string;
  isChosen: boolean;
  isCurrent: boolean;
  startDate: IsoDate | null;
  endDate: IsoDate | null;
};

/**
 * 'current' toggles chosen and marks current; the start becomes today unless the teacher already set one on or
 * before today (a unit that began last Monday keeps its Monday).
 */
export function chooseCurrent(u: SelectableUnit, today: IsoDate): SelectableUnit {
  const startDate = u.startDate && u.startDate <= today ? u.startDate : today;
  return { ...u, isChosen: !(u.isChosen && u.isCurrent), isCurrent: true, startDate };
}

/** 'upcoming' toggles chosen, marks not current, and sets the start to today when choosing or clears it. */
export function chooseUpcoming(u: SelectableUnit, today: IsoDate): SelectableUnit {
  const isChosen = !(u.isChosen && !u.isCurrent);
  return { ...u, isChosen, isCurrent: false, startDate: isChosen ? today : null };
}

/** Setting a start or end date marks the unit chosen. */
export function setUnitDate(u: SelectableUnit, field: "startDate" | "endDate", value: IsoDate | null): SelectableUnit {
  return { ...u, [field]: value, isChosen: true };
}
