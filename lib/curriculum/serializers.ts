import type { Assignment, Lesson, Unit } from "@/lib/generated/prisma/client";
import { fromDbDate } from "./dates";
import type { AssignmentStatus } from "./schemas";
import { unitStatus } from "./unit-rules";
import { findPuzzle } from "@/lib/puzzles/content";
import { displayName } from "@/lib/vocabulary";
import type { UnitView, LessonView, AssignmentView } from "./wire";

export function serializeUnit(u: Unit): UnitView {
  return {
    id: u.id,
    title: u.title,
    standard: u.standard,
    level: u.level,
    grades: u.grades,
    description: u.description,
    is_current: u.isCurrent,
    is_finished: u.isFinished,
    status: unitStatus(u),
    start_date: fromDbDate(u.startDate),
    end_date: fromDbDate(u.endDate),
    class_model: u.classId,
  };
}

export function serializeLesson(l: Lesson): LessonView {
  return {
    id: l.id,
    unit: l.unitId,
    text: l.text,
    created_at: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  };
}

type AssignmentRow = Assignment & {
  students: { student: { id: string; user: { firstname: string; lastname: string; username: string } } }[];
};

export function serializeAssignment(a: AssignmentRow, skillTitles: Map<string, { testTitle: string }>): AssignmentView {
  return {
    id: a.id,
    unit: a.unitId,
    title: a.title,
    is_current: a.isCurrent,
    start_date: fromDbDate(a.startDate),
    end_date: fromDbDate(a.endDate),
    number: a.number,
    status: a.status as AssignmentStatus,
    skills: a.skills.map((skillId) => ({ skillId, title: skillTitles.get(skillId)?.testTitle ?? skillId })),
    puzzles: a.puzzles.map((id) => ({ id, title: findPuzzle(id)?.title ?? id })),
    students: a.students.map(({ student: s }) => ({
      id: s.id,
      fullName: displayName(s.user),
    })),
  };
}

export type { UnitView, LessonView, AssignmentView };
