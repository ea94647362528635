import { describe, expect, it } from "vitest";
import { POST as friendPOST } from "@/app/api/parent/child/friend-request/route";
import { PUT as answerPUT } from "@/app/api/parent/child/friend-request/[id]/route";
import { GET as listGET } from "@/app/api/parent/parent-friend-list/route";
import { GET as childGET } from "@/app/api/parent/child/[id]/route";
import { POST as childPOST } from "@/app/api/parent/child/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { childInput, childToken, parentWithChild } from "../support/parents";

describe("friend requests", () => {
  it("by username: the other child's parent accepts, and only then both children are friends", async () => {
    const a = await parentWithChild({ fullname: "Ada Lovelace" });
    const b = await parentWithChild({ fullname: "Grace Hopper" });
    const sent = await call(friendPOST, {
      token: a.token,
      body: { student_username: a.child.username, username_or_email: b.child.username.toUpperCase() },
    });
    expect(sent.status).toBe(201);
    // Before an answer the sender sees only what they typed, never the other child's name.
    expect(sent.body).toMatchObject({
      status: "pending",
      child: { fullName: "Ada Lovelace" },
      other: { username: b.child.username, fullName: null },
      canAnswer: false,
    });
    expect(JSON.stringify((await call(listGET, { token: a.token })).body)).not.toContain("Grace");
    expect((await call(childGET, { token: a.token, params: { id: a.child.id } })).body.friend).toEqual([]);

    const inbox = await call(listGET, { token: b.token });
    expect(inbox.body.incoming).toEqual([
      expect.objectContaining({
        id: sent.body.id,
        status: "pending",
        canAnswer: true,
        other: { username: a.child.username, fullName: "Ada Lovelace" },
      }),
    ]);
    expect(inbox.body.friends).toEqual([]);

    // The sender cannot answer their own request.
    expect(
      (await call(answerPUT, { token: a.token, method: "PUT", params: { id: sent.body.id }, body: { accepted: true } }))
        .status,
    ).toBe(403);
    const ok = await call(answerPUT, {
      token: b.token,
      method: "PUT",
      params: { id: sent.body.id },
      body: { accepted: true },
    });
    expect(ok.status).toBe(200);
    expect(ok.body.status).toBe("accepted");
    expect(
      (await call(answerPUT, { token: b.token, method: "PUT", params: { id: sent.body.id }, body: { rejected: true } }))
        .status,
    ).toBe(409);

    const aList = await call(listGET, { token: a.token });
    expect(aList.body.friends).toEqual([
      {
        requestId: sent.body.id,
        child: expect.objectContaining({ id: a.child.id }),
        friend: { username: b.child.username, fullName: "Grace Hopper" },
      },
    ]);
    expect((await call(childGET, { token: b.token, params: { id: b.child.id } })).body.friend).toEqual([
      expect.objectContaining({ id: a.child.id, fullName: "Ada Lovelace" }),
    ]);
    const again = await call(friendPOST, {
      token: b.token,
      body: { student_username: b.child.username, username_or_email: a.child.username },
    });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe("These children are already friends.");
  });

  it("by the other parent's e-mail; a rejected request makes no friendship and a third parent sees nothing", async () => {
    const a = await parentWithChild();
    const b = await parentWithChild({ fullname: "Private Name" });
    const sent = await call(friendPOST, {
      token: a.token,
      body: { student_username: a.child.username, username_or_email: b.user.email },
    });
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ sentTo: b.user.email, other: { username: null, fullName: null } });
    const third = await createSignedIn({ role: "parent" });
    expect((await call(listGET, { token: third.token })).body).toEqual({ incoming: [], outgoing: [], friends: [] });
    expect(
      (
        await call(answerPUT, {
          token: third.token,
          method: "PUT",
          params: { id: sent.body.id },
          body: { accepted: true },
        })
      ).status,
    ).toBe(404);
    const no = await call(answerPUT, {
      token: b.token,
      method: "PUT",
      params: { id: sent.body.id },
      body: { status: "rejected" },
    });
    expect(no.body.status).toBe("rejected");
    const aList = await call(listGET, { token: a.token });
    expect(aList.body.outgoing[0]).toMatchObject({ status: "rejected", other: { fullName: null } });
    expect(aList.body.friends).toEqual([]);
    expect(JSON.stringify(aList.body)).not.toContain("Private Name");
  });

  it("answers 400 naming the field for what the sender got wrong", async () => {
    const a = await parentWithChild();
    const b = await parentWithChild();
    await call(childPOST, { token: b.token, body: childInput() });
    const cases: [object, string, string][] = [
      [{ username_or_email: b.child.username }, "student_username", "Choose which of your children sends the request."],
      [
        { student_username: b.child.username, username_or_email: a.child.username },
        "student_username",
        "Choose one of your children.",
      ],
      [
        { student_username: a.child.username, username_or_email: a.child.username },
        "username_or_email",
        "A child cannot send a friend request to themselves.",
      ],
      [
        { student_username: a.child.username, username_or_email: "x\ud800" },
        "username_or_email",
        "This field contains an invalid character (an unpaired surrogate).",
      ],
    ];
    for (const [body, field, message] of cases) {
      const res = await call(friendPOST, { token: a.token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.details[field]).toContain(message);
    }
    const sent = await call(friendPOST, {
      token: a.token,
      body: { student_username: a.child.username, username_or_email: b.child.username },
    });
    const bad = await call(answerPUT, {
      token: b.token,
      method: "PUT",
      params: { id: sent.body.id },
      body: { accepted: "yes" },
    });
    expect(bad.status).toBe(400);
    const both = await call(answerPUT, {
      token: b.token,
      method: "PUT",
      params: { id: sent.body.id },
      body: { accepted: true, rejected: true },
    });
    expect(both.body.details.accepted).toEqual(["Answer the friend request with accepted or rejected."]);
    expect(await prisma.friendRequest.count({ where: { status: "pending" } })).toBe(1);
    expect(
      (
        await call(friendPOST, {
          token: a.token,
          body: { student_username: a.child.username, username_or_email: b.child.username },
        })
      ).status,
    ).toBe(409);
  });

  // Issue 21 (docs/decisions/162): a request to nobody is kept like any other, so the answer cannot tell.
  it("answers alike whether a username or e-mail matches a child: same status, same body, similar time", async () => {
    const a = await parentWithChild();
    const b = await parentWithChild();
    const twoKids = await parentWithChild();
    await call(childPOST, { token: twoKids.token, body: childInput() });
    const send = (to: string) =>
      call(friendPOST, { token: a.token, body: { student_username: a.child.username, username_or_email: to } });
    const shape = (r: { status: number; body: Record<string, unknown> }) => ({
      status: r.status,
      body: { ...r.body, id: "", createdAt: "", sentTo: "", other: { ...(r.body.other as object), username: "" } },
    });
    const real = await send(b.child.username);
    const nobody = await send("no.such.kid");
    // A parent with two children: an e-mail cannot say which, and the answer does not say so either.
    const ambiguous = await send(twoKids.user.email!);
    expect(real.status).toBe(201);
    expect(shape(nobody)).toEqual(shape(real));
    expect(shape(ambiguous)).toEqual(shape(real));
    expect(nobody.body).toMatchObject({ status: "pending", other: { username: "no.such.kid", fullName: null } });
    // Sent again, both are "already waiting".
    const [realAgain, nobodyAgain] = [await send(b.child.username), await send("no.such.kid")];
    expect(nobodyAgain.status).toBe(realAgain.status);
    expect(nobodyAgain.body.detail).toBe(realAgain.body.detail);
    // Nobody can answer a request to nobody, and it never becomes a friendship.
    const list = await call(listGET, { token: a.token });
    expect(list.body.outgoing).toHaveLength(3);
    expect(list.body.friends).toEqual([]);
    expect(await prisma.friendRequest.count({ where: { toChildId: null } })).toBe(2);
    // Timing: the same queries run either way (median of 7, generous bound for a shared machine).
    const median = async (to: () => string) => {
      const ms: number[] = [];
      for (let i = 0; i < 7; i++) {
        const t = performance.now();
        await send(to());
        ms.push(performance.now() - t);
      }
      return ms.sort((x, y) => x - y)[3];
    };
    const others: Awaited<ReturnType<typeof parentWithChild>>[] = [];
    for (let i = 0; i < 7; i++) others.push(await parentWithChild());
    let k = 0;
    const known = await median(() => others[k++].child.username);
    let u = 0;
    const unknown = await median(() => `nobody.${u++}`);
    expect(Math.abs(known - unknown)).toBeLessThan(Math.max(known, unknown) * 0.5 + 15);
  });

  it("401 anonymous, 403 teacher and student", async () => {
    const a = await parentWithChild();
    const b = await parentWithChild();
    const sent = await call(friendPOST, {
      token: a.token,
      body: { student_username: a.child.username, username_or_email: b.child.username },
    });
    const teacher = await createSignedIn({ role: "teacher" });
    const kid = await childToken(b.child.username);
    const body = { student_username: a.child.username, username_or_email: b.child.username };
    expect((await call(friendPOST, { body })).status).toBe(401);
    expect(
      (await call(answerPUT, { method: "PUT", params: { id: sent.body.id }, body: { accepted: true } })).status,
    ).toBe(401);
    expect((await call(listGET)).status).toBe(401);
    for (const token of [teacher.token, kid]) {
      expect((await call(friendPOST, { token, body })).status).toBe(403);
      expect(
        (await call(answerPUT, { token, method: "PUT", params: { id: sent.body.id }, body: { accepted: true } }))
          .status,
      ).toBe(403);
      expect((await call(listGET, { token })).status).toBe(403);
    }
    expect((await prisma.friendRequest.findUniqueOrThrow({ where: { id: sent.body.id } })).status).toBe("pending");
  });
});
