// Issue 21, the edge: an integer id beyond PostgreSQL's int4 (2^31-1) in a path, query or body is a 400 naming
// the field, never a 500 from "value out of range for type integer" (lib/validation/ids.ts, docs/decisions/162).
import { describe, expect, it } from "vitest";
import { GET as teacherThread } from "@/app/api/chat/teacher/message/[id]/route";
import { GET as parentThread } from "@/app/api/chat/parent/message/[id]/route";
import { POST as teacherRead } from "@/app/api/chat/teacher/message/[id]/read/route";
import { POST as parentRead } from "@/app/api/chat/parent/message/[id]/read/route";
import { POST as reportPOST } from "@/app/api/chat/message/[id]/report/route";
import { GET as streamGET } from "@/app/api/chat/stream/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { chatWorld } from "../support/chat";
import { INT64_TEXTS, INT64_VALUES } from "../support/hostile-values";

const BIG = INT64_TEXTS;

describe("integer ids beyond int4 (issue 21)", () => {
  it("reporting a message id above 2^31-1 (or below 1) is a 400, and no report is written", async () => {
    const w = await chatWorld();
    for (const id of [...BIG, "2147483648"]) {
      const res = await call(reportPOST, { token: w.parent.token, params: { id }, body: { reason: "rude" } });
      expect(res.status, id).toBe(400);
      expect(res.body.details.id).toEqual(["Message not found."]);
    }
    expect(await prisma.chatReport.count()).toBe(0);
    // The largest int4 is a valid id that names no message.
    const last = await call(reportPOST, { token: w.parent.token, params: { id: "2147483647" }, body: {} });
    expect(last.status).toBe(404);
  });

  it("paging a thread before an id above 2^31-1 is a 400 naming `before`", async () => {
    const w = await chatWorld();
    for (const [handler, token] of [
      [teacherThread, w.teacher.token],
      [parentThread, w.parent.token],
    ] as const) {
      for (const before of BIG) {
        const res = await call(handler, { token, params: { id: w.conversationId }, query: { before } });
        expect(res.status, before).toBe(400);
        expect(res.body.details.before).toEqual(["before is a message id."]);
      }
    }
  });

  it("a read receipt up to an id above 2^31-1 is a 400 naming `upTo`, and nothing is marked read", async () => {
    const w = await chatWorld();
    for (const [handler, token] of [
      [teacherRead, w.teacher.token],
      [parentRead, w.parent.token],
    ] as const) {
      for (const upTo of INT64_VALUES) {
        const res = await call(handler, { token, params: { id: w.conversationId }, body: { upTo } });
        expect(res.status, String(upTo)).toBe(400);
        expect(res.body.details.upTo).toEqual(["upTo is a message id."]);
      }
    }
    expect(await prisma.chatMessage.count({ where: { readAt: { not: null } } })).toBe(0);
  });

  it("resuming the stream after an id above 2^31-1 (query or Last-Event-ID) is a 400", async () => {
    const w = await chatWorld();
    for (const id of BIG) {
      const byQuery = await call(streamGET, { token: w.teacher.token, query: { lastEventId: id } });
      expect(byQuery.status, id).toBe(400);
      expect(byQuery.body.details.lastEventId).toEqual(["lastEventId is a message id."]);
      const byHeader = await call(streamGET, { token: w.teacher.token, headers: { "last-event-id": id } });
      expect(byHeader.status, id).toBe(400);
    }
  });
});
