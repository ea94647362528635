// Progress: recorded by the signed-in student's own activity, read by the class's teachers.
import { z } from "zod";
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { AppError } from "@/lib/http/errors";
import { now } from "@/lib/clock";
import { findClassOrThrow } from "@/lib/access/classes";
import { findStudentOrThrow } from "@/lib/access/students";
import { summarizeProgress, unitProgress } from "./summary";

const title = z.string().trim().min(1).max(120);
export const recordProgressSchema = z.object({
  unit: title,
  topic: title,
  progress: z.number().int().min(0).max(100),
  level: z.number().int().min(0).max(20).optional(),
  skills: z
    .array(z.object({ id: z.string().trim().min(1).max(60), title, level: z.number().int().min(0).max(20) }))
    .max(50)
    .optional(),
  standards: z
    .array(
      z.object({
        categoryId: z.string().trim().min(1).max(60),
        categoryTitle: z.string().trim().max(200).default(""),
        testId: z.string().trim().min(1).max(60),
        testTitle: z.string().trim().max(300).default(""),
      }),
    )
    .max(50)
    .optional(),
});

/**
 * A student's activity reports what it reached. Progress, levels and skills only go up (a replayed or
 * out-of-order report never lowers them); a standard, once met, stays met.
 */
export async function recordProgress(actor: Actor, input: z.infer<typeof recordProgressSchema>) {
  const student = await prisma.student.findUnique({ where: { userId: actor.id }, select: { id: true } });
  if (!student) throw new AppError("forbidden", "Only a student in a class can record progress.");
  const at = now();
  await prisma.$transaction(async (tx) => {
    const key = {
      studentId_unitTitle_topicTitle: { studentId: student.id, unitTitle: input.unit, topicTitle: input.topic },
    };
    const existing = await tx.studentTopicProgress.findUnique({ where: key });
    await tx.studentTopicProgress.upsert({
      where: key,
      create: {
        studentId: student.id,
        unitTitle: input.unit,
        topicTitle: input.topic,
        progress: input.progress,
        level: input.level ?? 0,
        updatedAt: at,
      },
      update: {
        progress: Math.max(existing?.progress ?? 0, input.progress),
        level: Math.max(existing?.level ?? 0, input.level ?? 0),
        updatedAt: at,
      },
    });
    for (const s of input.skills ?? []) {
      const k = { studentId_skillId: { studentId: student.id, skillId: s.id } };
      const prev = await tx.studentSkillLevel.findUnique({ where: k });
      await tx.studentSkillLevel.upsert({
        where: k,
        create: { studentId: student.id, skillId: s.id, title: s.title, level: s.level, updatedAt: at },
        update: { title: s.title, level: Math.max(prev?.level ?? 0, s.level), updatedAt: at },
      });
    }
    if (input.standards?.length) {
      await tx.studentStandardMet.createMany({
        data: input.standards.map((s) => ({ studentId: student.id, ...s, metAt: at })),
        skipDuplicates: true,
      });
    }
  });
  return studentProgress(student.id);
}

async function studentProgress(studentId: string) {
  const rows = await prisma.studentTopicProgress.findMany({ where: { studentId }, orderBy: { updatedAt: "desc" } });
  return summarizeProgress(rows);
}

const progressInclude = {
  skillLevels: { orderBy: { title: "asc" } },
  topicProgress: { orderBy: { updatedAt: "desc" } },
} satisfies Prisma.StudentInclude;

function studentWithProgress(actor: Actor, classId: string, studentId: string) {
  return findStudentOrThrow(actor, { id: studentId, classId }, "read", progressInclude);
}

export async function getStudentProgress(actor: Actor, classId: string, studentId: string) {
  const s = await studentWithProgress(actor, classId, studentId);
  return { student: s.id, ...summarizeProgress(s.topicProgress) };
}

export async function getBlockProgress(actor: Actor, classId: string, studentId: string) {
  const s = await studentWithProgress(actor, classId, studentId);
  return { student: s.id, units: unitProgress(s.topicProgress) };
}

export async function getBlockSkills(actor: Actor, classId: string, studentId: string) {
  const s = await studentWithProgress(actor, classId, studentId);
  return { student: s.id, skills: s.skillLevels.map((k) => ({ id: k.skillId, title: k.title, level: k.level })) };
}

export async function getBlockStandards(actor: Actor, classId: string, studentId: string) {
  const s = await studentWithProgress(actor, classId, studentId);
  const met = await prisma.studentStandardMet.findMany({
    where: { studentId: s.id },
    orderBy: [{ categoryId: "asc" }, { testId: "asc" }],
  });
  const byCategory = new Map<
    string,
    { categoryId: string; categoryTitle: string; tests: { testId: string; testTitle: string; metAt: string }[] }
  >();
  for (const m of met) {
    const c = byCategory.get(m.categoryId) ?? { categoryId: m.categoryId, categoryTitle: m.categoryTitle, tests: [] };
    c.tests.push({ testId: m.testId, testTitle: m.testTitle, metAt: m.metAt.toISOString() });
    byCategory.set(m.categoryId, c);
  }
  return { student: s.id, standards: [...byCategory.values()] };
}

export async function getProgressSummary(actor: Actor, classId: string) {
  await findClassOrThrow(actor, classId);
  const students = await prisma.student.findMany({
    where: { classId },
    include: {
      user: { select: { firstname: true, lastname: true, username: true } },
      topicProgress: true,
      _count: { select: { skillLevels: true, standardsMet: true } },
    },
    orderBy: [{ user: { lastname: "asc" } }, { id: "asc" }],
  });
  const rows = students.map((s) => {
    const p = summarizeProgress(s.topicProgress);
    return {
      id: s.id,
      fullName: [s.user.firstname, s.user.lastname].filter(Boolean).join(" "),
      username: s.user.username,
      level: s.level,
      current: p.current,
      progress: p.overall,
      skills: s._count.skillLevels,
      standardsMet: s._count.standardsMet,
    };
  });
  const active = rows.filter((r) => r.current);
  return {
    classId,
    students: rows,
    averageProgress: active.length ? Math.round(active.reduce((n, r) => n + r.progress, 0) / active.length) : 0,
    activeStudents: active.length,
  };
}
