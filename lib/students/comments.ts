// Teachers' comments on a student (SPEC §3, §7). Every teacher of the class reads them; only the author
// edits or deletes their own.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { now } from "@/lib/clock";
import { studentsVisibleTo } from "@/lib/classes/access";

const select = {
  id: true, text: true, studentId: true, createdAt: true, updatedAt: true,
  author: { select: { id: true, firstname: true, lastname: true, username: true } },
} as const;

type Row = { id: string; text: string; studentId: string; createdAt: Date; updatedAt: Date; author: { id: string; firstname: string; lastname: string; username: string } };

function serialize(c: Row, actor: Pick<Actor, "id">) {
  return {
    id: c.id,
    text: c.text,
    student: c.studentId,
    author: { id: c.author.id, name: [c.author.firstname, c.author.lastname].filter(Boolean).join(" ") || c.author.username },
    isMine: c.author.id === actor.id,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

async function visibleStudent(actor: Actor, studentId: string) {
  const s = await prisma.student.findFirst({ where: { id: studentId, ...studentsVisibleTo(actor) }, select: { id: true } });
  if (!s) throw notFound("Student not found.");
  return s;
}

export async function listComments(actor: Actor, studentId: string) {
  await visibleStudent(actor, studentId);
  const rows = await prisma.studentComment.findMany({ where: { studentId }, select, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  return rows.map((c) => serialize(c, actor));
}

export async function addComment(actor: Actor, studentId: string, text: string) {
  await visibleStudent(actor, studentId);
  const c = await prisma.studentComment.create({ data: { studentId, authorId: actor.id, text, createdAt: now() }, select });
  return serialize(c, actor);
}

async function ownComment(actor: Actor, id: string) {
  const c = await prisma.studentComment.findFirst({ where: { id, student: studentsVisibleTo(actor) }, select });
  if (!c) throw notFound("Comment not found.");
  if (c.author.id !== actor.id) throw new AppError("forbidden", "Only the teacher who wrote a comment can change or delete it.");
  return c;
}

export async function updateComment(actor: Actor, id: string, text: string) {
  await ownComment(actor, id);
  return serialize(await prisma.studentComment.update({ where: { id }, data: { text }, select }), actor);
}

export async function deleteComment(actor: Actor, id: string) {
  await ownComment(actor, id);
  await prisma.studentComment.delete({ where: { id } });
}
