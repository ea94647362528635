// The authorization matrix's rows for chat (issue 13): the owner and the parent talk about the world's student.

import { prisma } from "@/lib/db/client";
import { all, everyTeacher, ownersOnly, parents, teachers, type Rows, type World } from "./shared";

/** The owner ↔ parent conversation about the world's student, with one message from the owner (made once). */
const chats = new WeakMap<
  World,
  Promise<{ id: string; teacherId: string; parentId: string; childId: string; messageId: number }>
>();
function chatOf(w: World) {
  if (!chats.has(w)) {
    chats.set(
      w,
      (async () => {
        const kid = await prisma.student.findUniqueOrThrow({
          where: { id: w.studentId },
          include: { class: true, user: { include: { parents: true } } },
        });
        const teacherId = kid.class!.ownerId;
        const parentId = kid.user.parents[0]!.parentId;
        const c = await prisma.conversation.create({ data: { teacherId, parentId, childId: kid.userId } });
        const m = await prisma.chatMessage.create({
          data: { conversationId: c.id, senderId: teacherId, body: "Matrix hello" },
        });
        return { id: c.id, teacherId, parentId, childId: kid.userId, messageId: m.id };
      })(),
    );
  }
  return chats.get(w)!;
}
const convo = async (w: World) => ({ id: (await chatOf(w)).id });

export const CHAT_ROWS: Rows = {
  // ---------------------------------------------------------------- chat (issue 13): the owner and the parent talk
  "GET /api/chat/teacher": { expect: everyTeacher(200) },
  // A co-teacher may start their own conversation with the child's parent; another teacher is a stranger.
  "POST /api/chat/teacher": {
    expect: teachers(200, 200, 404),
    body: async (w) => {
      const c = await chatOf(w);
      return { parentId: c.parentId, childId: c.childId };
    },
  },
  "GET /api/chat/teacher/message/[id]": { expect: ownersOnly(200), params: convo },
  "POST /api/chat/teacher/message/[id]": {
    expect: ownersOnly(201),
    params: convo,
    body: () => ({ text: "Hello from the matrix" }),
  },
  "POST /api/chat/teacher/message/[id]/read": { expect: ownersOnly(200), params: convo, body: () => ({}) },
  "GET /api/chat/teacher/quiet-hours": { expect: everyTeacher(200) },
  "PUT /api/chat/teacher/quiet-hours": { expect: everyTeacher(200), body: () => ({ quietHours: null }) },
  "GET /api/chat/parent": { expect: parents(200) },
  "POST /api/chat/parent": {
    expect: parents(200),
    body: async (w) => {
      const c = await chatOf(w);
      return { teacherId: c.teacherId, childId: c.childId };
    },
  },
  // The conversation is the other parent's: the parent-teacher is not its participant.
  "GET /api/chat/parent/message/[id]": { expect: { ...parents(200), parentTeacher: 404 }, params: convo },
  "POST /api/chat/parent/message/[id]": {
    expect: { ...parents(201), parentTeacher: 404 },
    params: convo,
    body: () => ({ text: "Hello back" }),
  },
  "POST /api/chat/parent/message/[id]/read": {
    expect: { ...parents(200), parentTeacher: 404 },
    params: convo,
    body: () => ({}),
  },
  // Teachers and parents open their event stream; students and organizers have none.
  "GET /api/chat/stream": {
    expect: {
      ...all(403),
      anonymous: 401,
      parent: 200,
      otherTeacher: 200,
      coTeacher: 200,
      owner: 200,
      crossOrganizer: 200,
      parentTeacher: 200,
    },
  },
  // The parent reports the owner's message; the owner cannot report their own; other teachers never saw it.
  "POST /api/chat/message/[id]/report": {
    expect: {
      ...all(403),
      anonymous: 401,
      parent: 201,
      owner: 400,
      coTeacher: 404,
      otherTeacher: 404,
      crossOrganizer: 404,
      parentTeacher: 404,
    },
    params: async (w) => ({ id: String((await chatOf(w)).messageId) }),
    body: () => ({ reason: "Matrix" }),
  },
  // Every organizer reads the reports of the organizations they organize by membership (an empty list for
  // another organization's, and for the cross organizer, whose current organization A is not theirs to organize).
  "GET /api/chat/reports": {
    expect: { ...all(403), anonymous: 401, organizer: 200, otherOrganizer: 200, crossOrganizer: 200 },
  },
};
