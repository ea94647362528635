// Conversations (SPEC §3, §6; issue 13): who may read or write one (lib/access/table.ts, docs/decisions/120).
// Reading needs only to be a participant; writing also needs the relation the conversation rests on to hold
// today (the teacher still teaches the child's class, the parent is still linked), so an old thread stays
// readable but answers 403 "read-only" to a send.
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { anyOf, isTeacher, relationsFor, type AccessActor, type Need, type Relation } from "./table";

/** Student rows (class places) the teacher teaches: owner or accepted co-teacher of the class. */
export function taughtBy(teacherId: string): Prisma.StudentWhereInput {
  return { class: { archivedAt: null, OR: [{ ownerId: teacherId }, { coTeachers: { some: { teacherId } } }] } };
}

function conversationRelation(actor: AccessActor, relation: Relation): Prisma.ConversationWhereInput | null {
  if (relation !== "participant") return null;
  const sides: Prisma.ConversationWhereInput[] = [];
  if (isTeacher(actor)) sides.push({ teacherId: actor.id });
  if (actor.roles.includes("parent")) sides.push({ parentId: actor.id });
  return sides.length ? { OR: sides } : null;
}

export function conversationsVisibleTo(actor: AccessActor, need: Need = "read"): Prisma.ConversationWhereInput {
  return anyOf(
    relationsFor("conversation", need).map((r) => conversationRelation(actor, r)),
    { id: { in: [] } },
  );
}

/** Whether the teacher still teaches the child and the parent is still linked to it. */
export async function isConversationCurrent(c: {
  teacherId: string;
  parentId: string;
  childId: string;
}): Promise<boolean> {
  const [taught, linked] = await Promise.all([
    prisma.student.count({ where: { userId: c.childId, ...taughtBy(c.teacherId) } }),
    prisma.parentChild.count({ where: { parentId: c.parentId, childId: c.childId } }),
  ]);
  return taught > 0 && linked > 0;
}

/** The conversation if the actor may `need` it: 404 when not a participant, 403 when it has become read-only. */
export async function findConversationOrThrow<I extends Prisma.ConversationInclude = Record<string, never>>(
  actor: AccessActor,
  id: string,
  need: Need = "read",
  include?: I,
): Promise<Prisma.ConversationGetPayload<{ include: I }>> {
  const found = await prisma.conversation.findFirst({
    where: { id, ...conversationsVisibleTo(actor, need) },
    ...(include ? { include } : {}),
  });
  if (!found) throw notFound("Conversation not found.");
  if (need !== "read" && !(await isConversationCurrent(found))) {
    throw new AppError(
      "forbidden",
      "This conversation is read-only: the teacher no longer teaches this child or the parent is no longer linked.",
    );
  }
  return found as Prisma.ConversationGetPayload<{ include: I }>;
}
