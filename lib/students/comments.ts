// Teachers' comments on a student (SPEC §3, §7). Every teacher of the class reads them; only the author
// edits or deletes their own.
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { now } from "@/lib/clock";
import { findStudentOrThrow } from "@/lib/access/students";
import { commentsVisibleTo, findCommentOrThrow } from "@/lib/access/comments";
import { displayName } from "@/lib/vocabulary";

const select = {
  id: true,
  text: true,
  studentId: true,
  createdAt: true,
  updatedAt: true,
  author: { select: { id: true, firstname: true, lastname: true, username: true } },
} as const;

type Row = {
  id: string;
  text: string;
  studentId: string;
  createdAt: Date;
  updatedAt: Date;
  author: { id: string; firstname: string; lastname: string; username: string };
};

function serialize(c: Row, actor: Pick<Actor, "id">) {
  return {
    id: c.id,
    text: c.text,
    student: c.studentId,
    author: {
      id: c.author.id,
      name: displayName(c.author),
    },
    isMine: c.author.id === actor.id,
    createdAt: c.createdAt.toISOString(),
    updatedAt: c.updatedAt.toISOString(),
  };
}

export async function listComments(actor: Actor, studentId: string) {
  await findStudentOrThrow(actor, { id: studentId }, "read");
  const rows = await prisma.studentComment.findMany({
    where: { studentId, ...commentsVisibleTo(actor) },
    select,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  return rows.map((c) => serialize(c, actor));
}

export async function addComment(actor: Actor, studentId: string, text: string) {
  await findStudentOrThrow(actor, { id: studentId }, "write");
  const c = await prisma.studentComment.create({
    data: { studentId, authorId: actor.id, text, createdAt: now() },
    select,
  });
  return serialize(c, actor);
}

export async function updateComment(actor: Actor, id: string, text: string) {
  await findCommentOrThrow(actor, id, "write", { id: true });
  return serialize(await prisma.studentComment.update({ where: { id }, data: { text }, select }), actor);
}

export async function deleteComment(actor: Actor, id: string) {
  await findCommentOrThrow(actor, id, "delete", { id: true });
  await prisma.studentComment.delete({ where: { id } });
}
