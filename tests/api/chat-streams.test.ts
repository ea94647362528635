// Issue 21, the edge: one user holds a bounded number of live chat streams (lib/chat/stream.ts); one more is a
// clear 429, and closing a stream frees its slot (docs/decisions/162).
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { GET as streamGET } from "@/app/api/chat/stream/route";
import { MAX_STREAMS_PER_USER } from "@/lib/chat/stream";
import { TOO_MANY_STREAMS } from "@/lib/chat/live";
import { call } from "../support/http";
import { chatWorld, openStream } from "../support/chat";

describe("chat streams per user (issue 21)", () => {
  it(`holds ${MAX_STREAMS_PER_USER} streams, refuses one more with 429, and frees a slot when one closes`, async () => {
    const w = await chatWorld();
    const open = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) open.push(await openStream(w.teacher.token));
    const refused = await call(streamGET, { token: w.teacher.token });
    expect(refused.status).toBe(429);
    expect(refused.body.detail).toBe(TOO_MANY_STREAMS);
    // Someone else's streams are not counted against this user.
    const parent = await openStream(w.parent.token);
    open.shift()!.close();
    const again = await openStream(w.teacher.token);
    expect(again.headers.get("content-type")).toContain("text/event-stream");
    for (const s of [...open, again, parent]) s.close();
  });

  it("streams opened all at once never exceed the bound, and all free their slots when closed", async () => {
    const w = await chatWorld();
    const attempts = Array.from({ length: MAX_STREAMS_PER_USER * 3 }, () => {
      const abort = new AbortController();
      const req = new NextRequest("http://sprout.test/api/chat/stream", {
        headers: { authorization: `Bearer ${w.parent.token}` },
        signal: abort.signal,
      });
      return { abort, res: streamGET(req, { params: Promise.resolve({}) }) };
    });
    const answers = await Promise.all(attempts.map((a) => a.res));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(MAX_STREAMS_PER_USER);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(MAX_STREAMS_PER_USER * 2);
    attempts.forEach((a) => a.abort.abort());
    const held = [];
    for (let i = 0; i < MAX_STREAMS_PER_USER; i++) held.push(await openStream(w.parent.token));
    held.forEach((s) => s.close());
  });
});
