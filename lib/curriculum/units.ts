// Units of the teacher's classes (SPEC §4, §5, §7). Tenancy: every query goes through classesVisibleTo.
import type { z } from "zod";
import type { Actor } from "@/lib/auth/authenticate";
import { classesVisibleTo } from "@/lib/access/classes";
import { prisma } from "@/lib/db/client";
import { serializableTransaction } from "@/lib/db/transaction";
import { AppError, notFound } from "@/lib/http/errors";
import { findStandardSet } from "@/lib/standards/standards";
import { fromDbDate, toDbDate, type IsoDate } from "./dates";
import type { createUnitsSchema, unitListQuerySchema, updateUnitSchema } from "./schemas";
import { serializeUnit } from "./serializers";
import {
  moveToCurrent,
  moveToPast,
  UNIT_MESSAGES,
  duplicateUnitTitles,
  unitDateErrors,
  unitTitleKey,
  unitSelectionErrors,
  type UnitDraft,
} from "./unit-rules";

/** SPEC §5 messages go out as one 400 whose details list each (the error modal shows them all). */
export function rejectWith(messages: string[]): never {
  throw new AppError("bad_request", messages.join("\n"), { fieldErrors: { non_field_errors: messages } });
}

export async function getUnitOrThrow(actor: Actor, id: string) {
  const unit = await prisma.unit.findFirst({ where: { id, class: classesVisibleTo(actor, "write") } });
  if (!unit) throw notFound("Unit not found.");
  return unit;
}

export async function listUnits(actor: Actor, query: z.output<typeof unitListQuerySchema>) {
  const units = await prisma.unit.findMany({
    where: { class: classesVisibleTo(actor, "write"), ...(query.class_model ? { classId: query.class_model } : {}) },
    orderBy: [{ startDate: "asc" }, { createdAt: "asc" }],
  });
  return units.map(serializeUnit);
}

export async function createUnits(actor: Actor, items: z.output<typeof createUnitsSchema>, today: IsoDate) {
  // Each unit carries the selection (standard, level, grades); selection messages come first, once each.
  const selection = new Set<string>(items.length ? [] : [UNIT_MESSAGES.units]);
  const dates: string[] = [];
  for (const u of items) {
    const standard = u.standard && findStandardSet(u.standard) ? u.standard : null;
    for (const m of unitSelectionErrors({ standard, level: u.level, grades: u.grades, units: [] }, today)) {
      if (m !== UNIT_MESSAGES.units) selection.add(m);
    }
    dates.push(...unitDateErrors(toDraft(u), today));
  }
  const messages = [...selection, ...new Set(dates)];
  if (messages.length) rejectWith(messages);

  const classIds = [...new Set(items.map((u) => u.class_model))];
  const visible = await prisma.class.count({ where: { id: { in: classIds }, ...classesVisibleTo(actor, "write") } });
  if (visible !== classIds.length) throw notFound("Class not found.");

  // The duplicate check and the inserts in one serializable transaction: two tabs adding Loops at once add it once.
  const created = await serializableTransaction(async (tx) => {
    const existing = await tx.unit.findMany({
      where: { classId: { in: classIds } },
      select: { classId: true, title: true },
    });
    const duplicates = duplicateUnitTitles(items, existing);
    if (duplicates.length) rejectWith(duplicates.map(UNIT_MESSAGES.duplicate));
    const rows = [];
    for (const u of items) {
      rows.push(
        await tx.unit.create({
          data: {
            classId: u.class_model,
            createdById: actor.id,
            title: u.title,
            standard: findStandardSet(u.standard!)!.set,
            level: u.level!,
            grades: u.grades,
            description: u.description,
            isCurrent: u.is_current,
            isFinished: false,
            startDate: toDbDate(u.start_date!),
            endDate: toDbDate(u.end_date!),
          },
        }),
      );
    }
    return rows;
  });
  return created.map(serializeUnit);
}

function toDraft(u: {
  title: string;
  is_current: boolean;
  start_date: IsoDate | null;
  end_date: IsoDate | null;
}): UnitDraft {
  return { title: u.title, isCurrent: u.is_current, isFinished: false, startDate: u.start_date, endDate: u.end_date };
}

/**
 * PUT with status flags and dates. Turning is_finished on moves the unit to past (ends today); turning
 * is_current on moves it to current (starts today). Dates are then checked for the unit's new state.
 */
export async function updateUnit(actor: Actor, id: string, input: z.output<typeof updateUnitSchema>, today: IsoDate) {
  const unit = await getUnitOrThrow(actor, id);
  const before: UnitDraft = {
    title: unit.title,
    isCurrent: unit.isCurrent,
    isFinished: unit.isFinished,
    startDate: fromDbDate(unit.startDate),
    endDate: fromDbDate(unit.endDate),
  };
  let draft: UnitDraft = {
    ...before,
    ...(input.title !== undefined && { title: input.title }),
    ...(input.start_date !== undefined && { startDate: input.start_date }),
    ...(input.end_date !== undefined && { endDate: input.end_date }),
    ...(input.is_current !== undefined && { isCurrent: input.is_current }),
    ...(input.is_finished !== undefined && { isFinished: input.is_finished }),
  };
  if (input.is_finished === true && !unit.isFinished) draft = moveToPast(draft, today);
  else if (input.is_current === true && !unit.isCurrent) {
    // SPEC §4 starts it today, unless this request names its start (a unit that began last Monday: issue 39).
    draft = moveToCurrent(draft, today);
    if (input.start_date !== undefined) draft = { ...draft, startDate: input.start_date };
  } else if (draft.isFinished) draft = { ...draft, isCurrent: false };

  const becameCurrent = draft.isCurrent && !before.isCurrent;
  const statusChanged = draft.isCurrent !== before.isCurrent || draft.isFinished !== before.isFinished;
  if (unitTitleKey(draft.title) !== unitTitleKey(unit.title)) {
    const others = await prisma.unit.findMany({
      where: { classId: unit.classId },
      select: { classId: true, title: true },
    });
    const duplicates = duplicateUnitTitles([{ title: draft.title, class_model: unit.classId }], others);
    if (duplicates.length) rejectWith(duplicates.map(UNIT_MESSAGES.duplicate));
  }
  const errors = unitDateErrors(draft, today, {
    start: becameCurrent || (!draft.isFinished && statusChanged) || draft.startDate !== before.startDate,
    end: draft.endDate !== before.endDate,
  });
  if (errors.length) rejectWith(errors);

  const updated = await prisma.unit.update({
    where: { id: unit.id },
    data: {
      title: draft.title,
      ...(input.description !== undefined && { description: input.description }),
      isCurrent: draft.isCurrent,
      isFinished: draft.isFinished,
      startDate: draft.startDate ? toDbDate(draft.startDate) : null,
      endDate: draft.endDate ? toDbDate(draft.endDate) : null,
    },
  });
  return serializeUnit(updated);
}

export async function deleteUnit(actor: Actor, id: string) {
  const { count } = await prisma.unit.deleteMany({ where: { id, class: classesVisibleTo(actor, "write") } });
  if (count === 0) throw notFound("Unit not found.");
}
