// Issue 21, the edge: every pair of the edge requests of this issue, sent at the same moment, answers without a
// 5xx (long random identifiers, the webhook's cap, int8 ids, concurrent edits, a 200-block program, checkouts,
// chat streams). docs/decisions/162.
import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as register } from "@/app/api/auth/registration/route";
import { POST as reset } from "@/app/api/auth/password/reset/route";
import { POST as resend } from "@/app/api/auth/registration/resend-email/route";
import { POST as webhookPOST } from "@/app/api/payment/webhook/route";
import { POST as reportPOST } from "@/app/api/chat/message/[id]/report/route";
import { GET as streamGET } from "@/app/api/chat/stream/route";
import { POST as initiatePOST } from "@/app/api/payment/parent/initiate/route";
import { PUT as assignmentPUT } from "@/app/api/academics/curriculums/units/[unitId]/assignment/[id]/route";
import { POST as assignmentPOST } from "@/app/api/academics/curriculums/units/[unitId]/assignment/route";
import { PATCH as thresholdPATCH } from "@/app/api/academics/class/[classId]/levelthreshold/route";
import { syncPlans } from "@/lib/payments/plans";
import { PROGRAM_LIMITS } from "@/lib/puzzles/schemas";
import { move, workspace } from "@/lib/puzzles/testing";
import { call } from "../support/http";
import { attempt, classStudent } from "../support/activity";
import { chatWorld } from "../support/chat";
import { parentWithChild } from "../support/parents";
import { createUnit, day } from "../support/curriculum-factories";
import { INT64_TEXTS, randomEmail, randomWord } from "../support/hostile-values";
import { signEvent } from "../support/stripe-standin";

const peer = { "x-sprout-peer": "203.0.113.77" };

async function world() {
  await syncPlans();
  const chat = await chatWorld();
  const kid = await classStudent();
  const parent = await parentWithChild();
  const unit = await createUnit(kid.teacher.classId, { status: "current" });
  const assignment = (body: number) => ({
    title: `Maze ${body}`,
    is_current: true,
    start_date: null,
    end_date: day(7),
    number: body,
    skills: [{ skillId: "1A-AP-10" }],
    students: [kid.student.id],
    status: "assigned",
  });
  const created = await call(assignmentPOST, {
    token: kid.teacher.token,
    params: { unitId: unit.id },
    body: assignment(1),
  });
  if (created.status !== 201) throw new Error(`world: ${JSON.stringify(created.body)}`);
  let n = 1;
  const kinds: Record<string, () => Promise<{ status: number; body: unknown }>> = {
    "login with a 3 KB random username": () =>
      call(login, { body: { username: randomWord(3_000), password: "x" }, headers: peer }),
    "reset for a 3 KB random e-mail": () => call(reset, { body: { email: randomEmail(3_000) }, headers: peer }),
    "resend for a 3 KB random e-mail": () => call(resend, { body: { email: randomEmail(3_000) }, headers: peer }),
    "registration with a 3 KB random e-mail": () =>
      call(register, {
        body: {
          role: "parent",
          email: randomEmail(3_000),
          firstname: "Ada",
          password1: "Tulip-Garden-77",
          password2: "Tulip-Garden-77",
          terms: true,
          country: "Canada",
        },
        headers: peer,
      }),
    "webhook of 1.8 MB, signed": () => {
      const { payload, signature } = signEvent(
        { id: "evt_big", note: "€".repeat(600_000) },
        "whsec_sprout_test_secret",
      );
      return call(webhookPOST, { body: payload, headers: { "stripe-signature": signature } });
    },
    "report of message 2^63": () =>
      call(reportPOST, { token: chat.parent.token, params: { id: INT64_TEXTS[3] }, body: { reason: "x" } }),
    "stream resumed after 2^63": () =>
      call(streamGET, { token: chat.teacher.token, headers: { "last-event-id": INT64_TEXTS[3] } }),
    "stream opened": () => call(streamGET, { token: chat.teacher.token }),
    "assignment edit": () =>
      call(assignmentPUT, {
        token: kid.teacher.token,
        method: "PUT",
        params: { unitId: unit.id, id: created.body.id },
        body: assignment(++n),
      }),
    "class threshold edit": () =>
      call(thresholdPATCH, {
        token: kid.teacher.token,
        method: "PATCH",
        params: { classId: kid.teacher.classId },
        body: { levelThresholds: [{ grade: "Grade 2", level: n % 2 ? "Blue" : "Green" }] },
      }),
    "200-block program": () =>
      attempt(kid.token, "first-steps", workspace(Array(PROGRAM_LIMITS.maxBlocks - 1).fill(move))),
    checkout: () =>
      call(initiatePOST, { token: parent.token, body: { plan_id: "family-monthly", children: [parent.child.id] } }),
  };
  return kinds;
}

describe("every pair of edge requests at once (issue 21)", () => {
  it("never answers a 5xx", { timeout: 240_000 }, async () => {
    const kinds = await world();
    const names = Object.keys(kinds);
    const failures: string[] = [];
    let sent = 0;
    for (let i = 0; i < names.length; i++) {
      for (let j = i; j < names.length; j++) {
        const [a, b] = await Promise.all([kinds[names[i]](), kinds[names[j]]()]);
        sent += 2;
        if (a.status >= 500) failures.push(`${names[i]} (with ${names[j]}): ${a.status} ${JSON.stringify(a.body)}`);
        if (b.status >= 500) failures.push(`${names[j]} (with ${names[i]}): ${b.status} ${JSON.stringify(b.body)}`);
      }
    }
    expect(failures.join("\n")).toBe("");
    expect(sent).toBe(names.length * (names.length + 1));
  });
});
