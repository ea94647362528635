// Progress read by the class's teachers (SPEC §7), derived from the child's verified attempts through the one
// function (./figures.ts, docs/decisions/160). Nothing here writes: the attempts are the record.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import { findClassOrThrow } from "@/lib/access/classes";
import { findStudentOrThrow } from "@/lib/access/students";
import { puzzleCatalog } from "@/lib/puzzles/content";
import { displayName } from "@/lib/vocabulary";
import { averageOf, progressFigures, progressView, type ProgressFigures } from "./figures";
import { progressInputOfUser, progressInputsOf, type ProgressInput } from "./facts";

const figuresFrom = (input: ProgressInput) => progressFigures(input.facts, puzzleCatalog(), input.levels);

/** One student's figures, over the levels open to them (./reach.ts). */
export async function figuresOf(studentId: string): Promise<ProgressFigures> {
  return figuresFrom((await progressInputsOf([studentId])).get(studentId)!);
}

/** A child account's figures (the parent's views): one without a Student row has tried nothing. */
export async function figuresOfUser(userId: string): Promise<ProgressFigures> {
  return figuresFrom(await progressInputOfUser(userId));
}

async function studentFigures(actor: Actor, classId: string, studentId: string) {
  const s = await findStudentOrThrow(actor, { id: studentId, classId }, "read", {});
  return { id: s.id, figures: await figuresOf(s.id) };
}

export async function getStudentProgress(actor: Actor, classId: string, studentId: string) {
  const s = await studentFigures(actor, classId, studentId);
  return { student: s.id, ...progressView(s.figures) };
}

export async function getBlockProgress(actor: Actor, classId: string, studentId: string) {
  const s = await studentFigures(actor, classId, studentId);
  return { student: s.id, units: s.figures.units };
}

export async function getBlockSkills(actor: Actor, classId: string, studentId: string) {
  const s = await studentFigures(actor, classId, studentId);
  return { student: s.id, skills: s.figures.skills };
}

export async function getBlockStandards(actor: Actor, classId: string, studentId: string) {
  const s = await studentFigures(actor, classId, studentId);
  return { student: s.id, standards: s.figures.standards };
}

/** The signed-in child's own derived progress (GET /users/student/progress/, docs/decisions/160). */
export async function getOwnProgress(actor: Actor) {
  const student = await prisma.student.findUnique({ where: { userId: actor.id }, select: { id: true } });
  if (!student) throw new AppError("forbidden", "Only a student can read their progress.");
  const f = await figuresOf(student.id);
  return { ...progressView(f), units: f.units, skills: f.skills, standards: f.standards };
}

export async function getProgressSummary(actor: Actor, classId: string) {
  await findClassOrThrow(actor, classId);
  const students = await prisma.student.findMany({
    where: { classId },
    select: { id: true, level: true, user: { select: { firstname: true, lastname: true, username: true } } },
    orderBy: [{ user: { lastname: "asc" } }, { id: "asc" }],
  });
  const inputs = await progressInputsOf(students.map((s) => s.id));
  const rows = students.map((s) => {
    const f = figuresFrom(inputs.get(s.id)!);
    return {
      id: s.id,
      fullName: displayName(s.user),
      username: s.user.username,
      level: s.level,
      current: f.current,
      progress: f.overall.percent,
      overall: f.overall,
      isActive: f.isActive,
      skills: f.skills.length,
      standardsMet: f.standardsMet,
    };
  });
  const average = averageOf(
    rows.filter((r) => r.isActive).map((r) => r.progress),
    "active student",
  );
  return {
    classId,
    students: rows,
    averageProgress: average.percent,
    average,
    activeStudents: average.count,
  };
}
