// Assignments of a unit (SPEC §5 messages from assignment-rules.ts). Skills are testIds of the unit's
// standard set; students must belong to the unit's class.
import type { z } from "zod";
import type { Actor } from "@/lib/auth/authenticate";
import { classesVisibleTo } from "@/lib/access/classes";
import { prisma } from "@/lib/db/client";
import { serializableTransaction } from "@/lib/db/transaction";
import { AppError, notFound } from "@/lib/http/errors";
import { findPuzzle } from "@/lib/puzzles/content";
import { findStandardSet, testsById } from "@/lib/standards/standards";
import { assignmentErrors, effectiveStart, keptStart, questionCount } from "./assignment-rules";
import { fromDbDate, toDbDate, type IsoDate } from "./dates";
import type { assignmentSchema } from "./schemas";
import { serializeAssignment } from "./serializers";
import { unitStatus } from "./unit-rules";
import { getUnitOrThrow, rejectWith } from "./units";

type Input = z.output<typeof assignmentSchema>;
type UnitRow = Awaited<ReturnType<typeof getUnitOrThrow>>;

const include = {
  students: {
    include: {
      student: { select: { id: true, user: { select: { firstname: true, lastname: true, username: true } } } },
    },
  },
} as const;

function skillsOf(unit: UnitRow) {
  const set = findStandardSet(unit.standard);
  return set ? testsById(set) : new Map<string, { testTitle: string }>();
}

async function checkReferences(unit: UnitRow, input: Input) {
  const skills = skillsOf(unit);
  const unknown = input.skills.map((s) => s.skillId).filter((id) => !skills.has(id));
  if (unknown.length)
    throw new AppError(
      "bad_request",
      `These skills are not part of the ${unit.standard} standards: ${unknown.join(", ")}`,
    );
  const unknownPuzzles = input.puzzles.filter((id) => !findPuzzle(id));
  if (unknownPuzzles.length)
    throw new AppError("bad_request", `These puzzles do not exist: ${unknownPuzzles.join(", ").slice(0, 200)}`);
  const ids = [...new Set(input.students)];
  const inClass = await prisma.student.count({ where: { id: { in: ids }, classId: unit.classId } });
  if (inClass !== ids.length) throw new AppError("bad_request", "Only students of this unit's class can be assigned.");
  return ids;
}

export async function listAssignments(actor: Actor, unitId: string) {
  const unit = await getUnitOrThrow(actor, unitId);
  const rows = await prisma.assignment.findMany({ where: { unitId }, include, orderBy: { createdAt: "asc" } });
  const skills = skillsOf(unit);
  return rows.map((a) => serializeAssignment(a, skills));
}

export async function createAssignment(actor: Actor, unitId: string, input: Input, today: IsoDate) {
  const unit = await getUnitOrThrow(actor, unitId);
  const draft = toDraft(input);
  const errors = assignmentErrors(draft, unitStatus(unit), today);
  if (errors.length) rejectWith(errors);
  const students = await checkReferences(unit, input);
  const created = await prisma.assignment.create({
    data: { unitId, ...rowData(input, effectiveStart(draft, today)!, students) },
    include,
  });
  return serializeAssignment(created, skillsOf(unit));
}

export async function updateAssignment(actor: Actor, unitId: string, id: string, input: Input, today: IsoDate) {
  const unit = await getUnitOrThrow(actor, unitId);
  const existing = await prisma.assignment.findFirst({
    where: { id, unitId, unit: { class: classesVisibleTo(actor, "write") } },
  });
  if (!existing) throw notFound("Assignment not found.");
  const draft = toDraft(input);
  const kept = keptStart({ isCurrent: existing.isCurrent, startDate: fromDbDate(existing.startDate) }, draft);
  const errors = assignmentErrors(draft, null, today, kept);
  if (errors.length) rejectWith(errors);
  const students = await checkReferences(unit, input);
  // Two edits of one assignment each replace its student links: serializable and retried, so one wins whole.
  const updated = await serializableTransaction(async (tx) => {
    await tx.assignmentStudent.deleteMany({ where: { assignmentId: id } });
    return tx.assignment.update({
      where: { id },
      data: rowData(input, kept ?? effectiveStart(draft, today)!, students),
      include,
    });
  });
  return serializeAssignment(updated, skillsOf(unit));
}

function rowData(input: Input, start: IsoDate, students: string[]) {
  return {
    title: input.title.trim(),
    isCurrent: input.is_current,
    startDate: toDbDate(start),
    endDate: toDbDate(input.end_date!),
    number: questionCount(input.number, input.puzzles),
    skills: [...new Set(input.skills.map((s) => s.skillId))],
    status: input.status,
    puzzles: [...new Set(input.puzzles)],
    students: { create: students.map((studentId) => ({ studentId })) },
  };
}

function toDraft(input: Input) {
  return {
    title: input.title,
    isCurrent: input.is_current,
    startDate: input.start_date,
    endDate: input.end_date,
    number: input.number,
    skills: input.skills.map((s) => s.skillId),
    students: input.students,
    puzzles: input.puzzles,
  };
}
