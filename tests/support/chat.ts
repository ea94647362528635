// Helpers for the chat tests: a world of a teacher, a co-teacher, the child's linked parent and strangers, and
// an in-process reader of the SSE stream.
import { NextRequest } from "next/server";
import { GET as streamGET } from "@/app/api/chat/stream/route";
import { POST as teacherStart } from "@/app/api/chat/teacher/route";
import { prisma } from "@/lib/db/client";
import { call } from "./http";
import { createSignedIn } from "./factories";
import { teacherStudentWithParent } from "./parents";

export async function chatWorld() {
  const { teacher, student, parent, childId } = await teacherStudentWithParent();
  const otherTeacher = await createSignedIn({ role: "teacher" });
  const otherParent = await createSignedIn({ role: "parent" });
  const organizer = await createSignedIn({ role: "organizer" });
  const org = await prisma.organization.create({
    data: { name: "Chat school", inviteCode: `CHAT-${Date.now() % 1e9}-${Math.random().toString(36).slice(2, 6)}` },
  });
  await prisma.class.update({ where: { id: teacher.classId }, data: { organizationId: org.id } });
  // An organizer by membership (docs/decisions/161), the organization also their current one.
  await prisma.organizationMember.create({
    data: { organizationId: org.id, userId: organizer.user.id, kind: "organizer" },
  });
  await prisma.user.update({ where: { id: organizer.user.id }, data: { organizationId: org.id } });
  const started = await call(teacherStart, { token: teacher.token, body: { parentId: parent.user.id, childId } });
  if (started.status !== 200) throw new Error(`conversation not started: ${JSON.stringify(started.body)}`);
  return {
    teacher,
    student,
    parent,
    childId,
    otherTeacher,
    otherParent,
    organizer,
    org,
    conversationId: started.body.id as string,
  };
}

export async function coTeacherOf(classId: string) {
  const co = await createSignedIn({ role: "teacher" });
  await prisma.classTeacher.create({ data: { classId, teacherId: co.user.id } });
  return co;
}

export type SseEvent = { event: string; id?: string; data: { [k: string]: unknown; text?: string; fromMe?: boolean } };

/** Parses SSE text into events as they arrive. */
export function sseReader(body: ReadableStream<Uint8Array>) {
  const reader = body.getReader();
  const dec = new TextDecoder();
  let buf = "";
  const queue: SseEvent[] = [];
  async function fill() {
    const { done, value } = await reader.read();
    if (done) throw new Error("stream ended");
    buf += dec.decode(value, { stream: true });
    let i: number;
    while ((i = buf.indexOf("\n\n")) >= 0) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const e: SseEvent = { event: "message", data: {} };
      let hasData = false;
      for (const line of block.split("\n")) {
        if (line.startsWith("event: ")) e.event = line.slice(7);
        else if (line.startsWith("id: ")) e.id = line.slice(4);
        else if (line.startsWith("data: ")) {
          e.data = JSON.parse(line.slice(6));
          hasData = true;
        }
      }
      if (hasData) queue.push(e);
    }
  }
  return {
    async next(event: string, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const at = queue.findIndex((e) => e.event === event);
        if (at >= 0) return queue.splice(at, 1)[0]!;
        if (Date.now() > deadline) throw new Error(`no ${event} event within ${timeoutMs} ms`);
        await Promise.race([fill(), new Promise((r) => setTimeout(r, deadline - Date.now()))]);
      }
    },
    pending: () => queue,
    cancel: () => reader.cancel().catch(() => undefined),
  };
}

/** Opens the in-process stream as `token`; `close()` aborts it like a browser leaving the page. */
export async function openStream(token: string, lastEventId?: number) {
  const abort = new AbortController();
  const headers = new Headers({ authorization: `Bearer ${token}` });
  if (lastEventId !== undefined) headers.set("last-event-id", String(lastEventId));
  const res = await streamGET(
    new NextRequest("http://sprout.test/api/chat/stream", { headers, signal: abort.signal }),
    { params: Promise.resolve({}) },
  );
  if (res.status !== 200 || !res.body) throw new Error(`stream refused: ${res.status} ${await res.text()}`);
  const events = sseReader(res.body);
  return { ...events, headers: res.headers, close: () => abort.abort() };
}
