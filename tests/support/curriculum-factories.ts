// Classes, students and units made straight in the database (the classroom API is another issue's).
import { randomUUID } from "node:crypto";
import { prisma } from "@/lib/db/client";
import { toDbDate, todayIn } from "@/lib/curriculum/dates";
import { createUser } from "./factories";

export async function createClass(ownerId: string, opts: { coTeacherIds?: string[]; className?: string } = {}) {
  return prisma.class.create({
    data: {
      className: opts.className ?? `Class ${randomUUID().slice(0, 6)}`,
      grade: "2",
      ownerId,
      coTeachers: { create: (opts.coTeacherIds ?? []).map((teacherId) => ({ teacherId })) },
    },
  });
}

export async function createStudent(classId: string, firstname = "Ada") {
  const user = await createUser({ role: "student", email: null });
  await prisma.user.update({ where: { id: user.id }, data: { firstname, lastname: "Pupil" } });
  return prisma.student.create({ data: { userId: user.id, classId } });
}

/** Date n days from the real clock's today (UTC), as YYYY-MM-DD. */
export function day(offset = 0): string {
  const d = new Date(`${todayIn(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + offset);
  return d.toISOString().slice(0, 10);
}

export async function createUnit(
  classId: string,
  opts: {
    status?: "current" | "upcoming" | "past";
    title?: string;
    standard?: string;
    start?: string;
    end?: string;
  } = {},
) {
  const status = opts.status ?? "current";
  const start = opts.start ?? (status === "current" ? day(0) : status === "upcoming" ? day(7) : day(-30));
  const end = opts.end ?? (status === "past" ? day(-1) : day(30));
  return prisma.unit.create({
    data: {
      classId,
      title: opts.title ?? "Loops",
      standard: opts.standard ?? "CSTA",
      level: "Green",
      grades: ["1", "2"],
      isCurrent: status === "current",
      isFinished: status === "past",
      startDate: toDbDate(start),
      endDate: toDbDate(end),
    },
  });
}

/** A unit input as the add-unit modal posts it. */
export function unitInput(classId: string, over: Record<string, unknown> = {}) {
  return {
    title: "Loops",
    standard: "CSTA",
    level: "Green",
    grades: ["1", "2"],
    description: "",
    is_current: true,
    is_finished: false,
    start_date: day(0),
    end_date: day(30),
    class_model: classId,
    ...over,
  };
}
