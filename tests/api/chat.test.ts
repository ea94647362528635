// Chat (issue 13): the four SPEC §7 reads plus start, send, read receipts, paging, quiet hours, reports and the
// live stream, against real PostgreSQL. Who may talk: the child's teacher and linked parent; everyone else 404.
import { describe, expect, it } from "vitest";
import { GET as teacherList, POST as teacherStart } from "@/app/api/chat/teacher/route";
import { GET as parentList, POST as parentStart } from "@/app/api/chat/parent/route";
import { GET as teacherThread, POST as teacherSend } from "@/app/api/chat/teacher/message/[id]/route";
import { GET as parentThread, POST as parentSend } from "@/app/api/chat/parent/message/[id]/route";
import { POST as teacherRead } from "@/app/api/chat/teacher/message/[id]/read/route";
import { POST as parentRead } from "@/app/api/chat/parent/message/[id]/read/route";
import { PUT as quietPUT } from "@/app/api/chat/teacher/quiet-hours/route";
import { POST as reportPOST } from "@/app/api/chat/message/[id]/report/route";
import { GET as reportsGET } from "@/app/api/chat/reports/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { publishChat } from "@/lib/chat/live";
import { LocalLiveHub } from "@/lib/live/hub";
import { openChatStream } from "@/lib/chat/stream";
import { chatWorld, coTeacherOf, openStream, sseReader } from "../support/chat";

const send = (handler: typeof teacherSend, token: string, id: string, text: unknown) =>
  call(handler, { token, params: { id }, body: { text } });

describe("chat: who may talk", () => {
  it("lets the child's teacher and linked parent read and write their conversation; strangers get 404", async () => {
    const w = await chatWorld();
    const id = w.conversationId;
    expect((await send(teacherSend, w.teacher.token, id, "Ada built a maze today!")).status).toBe(201);
    const reply = await send(parentSend, w.parent.token, id, "Thank you!");
    expect(reply.status).toBe(201);

    const list = await call(parentList, { token: w.parent.token });
    expect(list.status).toBe(200);
    expect(list.body.conversations).toHaveLength(1);
    expect(list.body.conversations[0]).toMatchObject({ id, unread: 1, readOnly: false, child: { id: w.childId } });
    expect(list.body.conversations[0].owner).toEqual({
      firstName: w.teacher.user.firstname,
      lastName: w.teacher.user.lastname,
      email: w.teacher.user.email,
      id: w.teacher.user.id,
    });

    const thread = await call(teacherThread, { token: w.teacher.token, params: { id } });
    expect(thread.status).toBe(200);
    expect(thread.body.owner.id).toBe(w.parent.user.id);
    expect(thread.body.messages.map((m: { text: string }) => m.text)).toEqual([
      "Ada built a maze today!",
      "Thank you!",
    ]);

    for (const stranger of [w.otherTeacher.token, w.otherParent.token]) {
      expect((await call(teacherThread, { token: stranger, params: { id } })).status).toBeGreaterThanOrEqual(403);
    }
    expect((await call(teacherThread, { token: w.otherTeacher.token, params: { id } })).status).toBe(404);
    expect((await call(parentThread, { token: w.otherParent.token, params: { id } })).status).toBe(404);
    expect((await send(parentSend, w.otherParent.token, id, "hi")).status).toBe(404);
    expect((await call(teacherThread, { token: w.organizer.token, params: { id } })).status).toBe(403);
    // The teacher's page and the parent's page are separate sides: a parent cannot use the teacher's route.
    expect((await call(teacherThread, { token: w.parent.token, params: { id } })).status).toBe(403);
    expect(await prisma.chatMessage.count()).toBe(2);
  });

  it("starting a conversation with a stranger is 404; a co-teacher may start their own", async () => {
    const w = await chatWorld();
    const refused = [
      [teacherStart, w.otherTeacher.token, { parentId: w.parent.user.id, childId: w.childId }],
      [parentStart, w.otherParent.token, { teacherId: w.teacher.user.id, childId: w.childId }],
      [parentStart, w.parent.token, { teacherId: w.otherTeacher.user.id, childId: w.childId }],
    ] as const;
    for (const [handler, token, body] of refused) expect((await call(handler, { token, body })).status).toBe(404);
    const again = await call(parentStart, {
      token: w.parent.token,
      body: { teacherId: w.teacher.user.id, childId: w.childId },
    });
    expect(again.body.id).toBe(w.conversationId);
    const co = await coTeacherOf(w.teacher.classId);
    const contacts = (await call(teacherList, { token: co.token })).body.contacts;
    expect(contacts).toEqual([
      expect.objectContaining({ userId: w.parent.user.id, childId: w.childId, conversationId: null }),
    ]);
    const started = await call(teacherStart, {
      token: co.token,
      body: { parentId: w.parent.user.id, childId: w.childId },
    });
    expect(started.status).toBe(200);
    expect(started.body.id).not.toBe(w.conversationId);
    expect(await prisma.conversation.count()).toBe(2);
  });

  it("a conversation about a child the teacher no longer teaches is read-only (403), still readable", async () => {
    const w = await chatWorld();
    await send(teacherSend, w.teacher.token, w.conversationId, "Before the move");
    await prisma.student.update({ where: { id: w.student.id }, data: { classId: null } });
    const res = await send(teacherSend, w.teacher.token, w.conversationId, "After the move");
    expect(res.status).toBe(403);
    expect(res.body.detail).toMatch(/read-only/);
    expect((await send(parentSend, w.parent.token, w.conversationId, "Hello?")).status).toBe(403);
    const thread = await call(parentThread, { token: w.parent.token, params: { id: w.conversationId } });
    expect(thread.body).toMatchObject({
      readOnly: true,
      messages: [expect.objectContaining({ text: "Before the move" })],
    });
    expect(await prisma.chatMessage.count()).toBe(1);
  });
});

describe("chat: bad input", () => {
  it("refuses empty, over-long and NUL messages with a 400 and keeps HTML as text", async () => {
    const w = await chatWorld();
    const id = w.conversationId;
    expect((await send(teacherSend, w.teacher.token, id, "   ")).body.detail).toBe("Write a message first.");
    const long = await send(teacherSend, w.teacher.token, id, "a".repeat(4001));
    expect(long.status).toBe(400);
    expect(long.body.detail).toBe("A message can be at most 4,000 characters.");
    expect((await send(teacherSend, w.teacher.token, id, "a\u0000b")).status).toBe(400);
    expect((await send(teacherSend, w.teacher.token, id, 42)).status).toBe(400);
    expect(await prisma.chatMessage.count()).toBe(0);
    const html = '<script>alert(1)</script><a href="javascript:x">hi</a>';
    expect((await send(teacherSend, w.teacher.token, id, html)).status).toBe(201);
    const thread = await call(parentThread, { token: w.parent.token, params: { id } });
    expect(thread.body.messages[0].text).toBe(html);
    expect((await send(teacherSend, w.teacher.token, id, "a".repeat(4000))).status).toBe(201);
  });

  it("limits the sending rate per user with a 429 and Retry-After", async () => {
    const w = await chatWorld();
    let last = 0;
    let retryAfter: string | null = null;
    for (let i = 0; i < 31; i++) {
      const r = await send(teacherSend, w.teacher.token, w.conversationId, `msg ${i}`);
      last = r.status;
      retryAfter = r.headers.get("retry-after");
    }
    expect(last).toBe(429);
    expect(Number(retryAfter)).toBeGreaterThan(0);
    expect(await prisma.chatMessage.count()).toBe(30);
  });
});

describe("chat: unread, read receipts, paging, quiet hours", () => {
  it("counts unread until marked read, and the sender sees readAt", async () => {
    const w = await chatWorld();
    const id = w.conversationId;
    for (const t of ["one", "two", "three"]) await send(teacherSend, w.teacher.token, id, t);
    expect((await call(parentList, { token: w.parent.token })).body.unread).toBe(3);
    const first = (await call(parentThread, { token: w.parent.token, params: { id } })).body.messages[0].id;
    const read = await call(parentRead, { token: w.parent.token, params: { id }, body: { upTo: first } });
    expect(read.body.read).toBe(1);
    expect((await call(parentList, { token: w.parent.token })).body.unread).toBe(2);
    await call(parentRead, { token: w.parent.token, params: { id }, body: {} });
    expect((await call(parentList, { token: w.parent.token })).body.unread).toBe(0);
    const seen = (await call(teacherThread, { token: w.teacher.token, params: { id } })).body.messages;
    expect(seen.every((m: { readAt: string | null }) => m.readAt)).toBe(true);
    // Marking one's own messages does nothing.
    expect((await call(teacherRead, { token: w.teacher.token, params: { id }, body: {} })).body.read).toBe(0);
  });

  it("pages older messages with before/limit", async () => {
    const w = await chatWorld();
    for (let i = 1; i <= 5; i++) await send(teacherSend, w.teacher.token, w.conversationId, `m${i}`);
    const page1 = await call(teacherThread, {
      token: w.teacher.token,
      params: { id: w.conversationId },
      query: { limit: "2" },
    });
    expect(page1.body.messages.map((m: { text: string }) => m.text)).toEqual(["m4", "m5"]);
    expect(page1.body.hasMore).toBe(true);
    const page2 = await call(teacherThread, {
      token: w.teacher.token,
      params: { id: w.conversationId },
      query: { limit: "3", before: String(page1.body.messages[0].id) },
    });
    expect(page2.body.messages.map((m: { text: string }) => m.text)).toEqual(["m1", "m2", "m3"]);
    expect(page2.body.hasMore).toBe(false);
  });

  it("holds a parent's message silently in the teacher's quiet hours and shows the parent when they end", async () => {
    const w = await chatWorld();
    const hour = new Date().getUTCHours();
    const pad = (h: number) => String((h + 24) % 24).padStart(2, "0");
    const q = await call(quietPUT, {
      token: w.teacher.token,
      method: "PUT",
      body: { quietHours: { start: `${pad(hour)}:00`, end: `${pad(hour + 2)}:00`, timeZone: "UTC" } },
    });
    expect(q.status).toBe(200);
    expect(q.body.isQuietNow).toBe(true);
    const list = await call(parentList, { token: w.parent.token });
    expect(list.body.conversations[0].teacherAvailability).toMatchObject({ isQuietNow: true });
    const sent = await send(parentSend, w.parent.token, w.conversationId, "Late question");
    expect(sent.body.quiet).toBe(true);
    expect((await call(teacherList, { token: w.teacher.token })).body.unread).toBe(0);
    const bad = await call(quietPUT, {
      token: w.teacher.token,
      method: "PUT",
      body: { quietHours: { start: "25:00", end: "07:00", timeZone: "Mars/Base" } },
    });
    expect(bad.status).toBe(400);
    await call(quietPUT, { token: w.teacher.token, method: "PUT", body: { quietHours: null } });
    expect(
      (await call(parentList, { token: w.parent.token })).body.conversations[0].teacherAvailability.isQuietNow,
    ).toBe(false);
  });
});

describe("chat: reports", () => {
  it("a participant reports a message; the organization's organizer sees that one message and counts", async () => {
    const w = await chatWorld();
    await send(teacherSend, w.teacher.token, w.conversationId, "Fine message");
    const bad = await send(teacherSend, w.teacher.token, w.conversationId, "Rude message");
    expect(
      (
        await call(reportPOST, {
          token: w.otherParent.token,
          params: { id: String(bad.body.id) },
          body: { reason: "x" },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call(reportPOST, { token: w.teacher.token, params: { id: String(bad.body.id) }, body: {} })).status,
    ).toBe(400);
    const r = await call(reportPOST, {
      token: w.parent.token,
      params: { id: String(bad.body.id) },
      body: { reason: "Unkind" },
    });
    expect(r.status).toBe(201);
    const seen = await call(reportsGET, { token: w.organizer.token });
    expect(seen.status).toBe(200);
    expect(seen.body.reports).toEqual([
      expect.objectContaining({ reason: "Unkind", message: expect.objectContaining({ text: "Rude message" }) }),
    ]);
    expect(JSON.stringify(seen.body)).not.toContain("Fine message");
    expect(seen.body.counts).toMatchObject({ conversations: 1, messagesLast30Days: 2, reports: 1 });
    const other = await createSignedIn({ role: "organizer" });
    expect((await call(reportsGET, { token: other.token })).body.reports).toEqual([]);
    expect((await call(reportsGET, { token: w.teacher.token })).status).toBe(403);
  });
});

describe("chat: live stream", () => {
  it("delivers a message to both participants' open streams and not to a stranger's", async () => {
    const w = await chatWorld();
    const parentStream = await openStream(w.parent.token);
    const teacherStream = await openStream(w.teacher.token);
    const strangerStream = await openStream(w.otherParent.token);
    expect(parentStream.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const sent = await send(teacherSend, w.teacher.token, w.conversationId, "Live hello");
    const got = await parentStream.next("message");
    expect(got.id).toBe(String(sent.body.id));
    expect(got.data).toMatchObject({ text: "Live hello", fromMe: false });
    expect((await teacherStream.next("message")).data.fromMe).toBe(true);
    await call(parentRead, { token: w.parent.token, params: { id: w.conversationId }, body: {} });
    expect((await teacherStream.next("read")).data).toMatchObject({
      conversationId: w.conversationId,
      upTo: sent.body.id,
    });
    await expect(strangerStream.next("message", 300)).rejects.toThrow(/no message event/);
    for (const s of [parentStream, teacherStream, strangerStream]) s.close();
  });

  it("a reconnecting client resumes after its Last-Event-ID without losing a message", async () => {
    const w = await chatWorld();
    const first = await send(teacherSend, w.teacher.token, w.conversationId, "seen");
    await send(teacherSend, w.teacher.token, w.conversationId, "missed 1");
    await send(teacherSend, w.teacher.token, w.conversationId, "missed 2");
    const s = await openStream(w.parent.token, first.body.id);
    expect((await s.next("message")).data.text).toBe("missed 1");
    expect((await s.next("message")).data.text).toBe("missed 2");
    await send(parentSend, w.parent.token, w.conversationId, "live");
    expect((await s.next("message")).data.text).toBe("live");
    s.close();
  });

  it("refuses students and anonymous callers", async () => {
    const student = await createSignedIn({ role: "student" });
    await expect(openStream(student.token)).rejects.toThrow(/403/);
    await expect(openStream("")).rejects.toThrow(/401/);
  });

  it("runs the same stream over the in-process hub the embedded database uses", async () => {
    const w = await chatWorld();
    const hub = new LocalLiveHub();
    const abort = new AbortController();
    const parent = await prisma.user.findUniqueOrThrow({ where: { id: w.parent.user.id } });
    const stream = sseReader(
      await openChatStream({ id: parent.id, roles: ["parent"], organizationId: null }, undefined, abort.signal, hub),
    );
    const m = await prisma.chatMessage.create({
      data: { conversationId: w.conversationId, senderId: w.teacher.user.id, body: "Embedded hello" },
    });
    await publishChat(
      {
        type: "message",
        conversationId: w.conversationId,
        teacherId: w.teacher.user.id,
        parentId: parent.id,
        messageId: m.id,
      },
      hub,
    );
    expect((await stream.next("message")).data).toMatchObject({ text: "Embedded hello", fromMe: false });
    expect(hub.streams).toBe(1);
    abort.abort();
    expect(hub.streams).toBe(0);
  });
});
