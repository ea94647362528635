import type { Actor } from "@/lib/auth/authenticate";
import { classesVisibleTo } from "@/lib/access/classes";
import { prisma } from "@/lib/db/client";
import { notFound } from "@/lib/http/errors";
import { serializeLesson } from "./serializers";
import { getUnitOrThrow } from "./units";

export async function listLessons(actor: Actor, unitId: string) {
  await getUnitOrThrow(actor, unitId);
  const lessons = await prisma.lesson.findMany({ where: { unitId }, orderBy: { createdAt: "asc" } });
  return lessons.map(serializeLesson);
}

export async function createLesson(actor: Actor, unitId: string, text: string) {
  await getUnitOrThrow(actor, unitId);
  return serializeLesson(await prisma.lesson.create({ data: { unitId, text } }));
}

export async function updateLesson(actor: Actor, unitId: string, id: string, text: string) {
  const { count } = await prisma.lesson.updateMany({
    where: { id, unitId, unit: { class: classesVisibleTo(actor, "write") } },
    data: { text },
  });
  if (count === 0) throw notFound("Lesson not found.");
  return serializeLesson(await prisma.lesson.findUniqueOrThrow({ where: { id } }));
}
