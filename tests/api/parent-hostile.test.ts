import { describe, expect, it } from "vitest";
import { POST as childPOST } from "@/app/api/parent/child/route";
import { PUT as passwordPUT } from "@/app/api/parent/child/[id]/update-password/route";
import { PUT as timePUT } from "@/app/api/parent/child/time-limit/[id]/route";
import { POST as thresholdPOST } from "@/app/api/parent/child/level_thresholds_limit/child/[id]/route";
import { POST as friendPOST } from "@/app/api/parent/child/friend-request/route";
import { PUT as answerPUT } from "@/app/api/parent/child/friend-request/[id]/route";
import { POST as linkPOST } from "@/app/api/parent/child/link/route";
import { POST as consentPOST } from "@/app/api/parent/consent/route";
import { prisma } from "@/lib/db/client";
import { isStorableText } from "@/lib/parents/schemas";
import { call } from "../support/http";
import { parentWithChild } from "../support/parents";

const NASTY = ["a\u0000b", "\ud800", "\udfff x", "x".repeat(5000), "2027-02-31", "0000-00-00", "<script>", "'; DROP TABLE \"user\"; --"];
const SHAPES: unknown[] = ["not json {", "null", "[]", "42", '"text"', { __proto__: { x: 1 } }];

describe("parent writes answer 400, never 500, to hostile input", () => {
  it("every field of every write, and bodies of the wrong shape", async () => {
    const p = await parentWithChild();
    const id = { id: p.child.id };
    const writes: [Parameters<typeof call>[0], string, Record<string, string>, Record<string, unknown>][] = [
      [childPOST, "POST", {}, { fullname: "A B", username: "ok.name", password: "Blue-Kite-77", confirmPassword: "Blue-Kite-77", dob: "2017-01-01", codingExperience: "some" }],
      [passwordPUT, "PUT", id, { password: "Blue-Kite-77", confirmPassword: "Blue-Kite-77" }],
      [timePUT, "PUT", id, { timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "1" }] }],
      [thresholdPOST, "POST", id, { grade: "Grade 1", level: "Green" }],
      [friendPOST, "POST", {}, { student_username: p.child.username, username_or_email: "someone" }],
      [answerPUT, "PUT", { id: "00000000-0000-4000-8000-000000000000" }, { accepted: true }],
      [linkPOST, "POST", {}, { code: "ABCD-EFGH" }],
      [consentPOST, "POST", {}, { key: "abc" }],
    ];
    for (const [handler, method, params, valid] of writes) {
      for (const body of SHAPES) {
        const res = await call(handler, { token: p.token, method, params, body });
        expect(res.status, `${JSON.stringify(valid)} ← ${JSON.stringify(body)}`).toBe(400);
      }
      for (const field of Object.keys(valid)) {
        for (const bad of [...NASTY, null, 12, true, [], {}]) {
          const res = await call(handler, { token: p.token, method, params, body: { ...valid, [field]: bad } });
          expect(res.status, `${field} = ${JSON.stringify(bad).slice(0, 40)}`).toBeLessThan(500);
        }
      }
    }
    // Whatever was stored is text that can be shown again (markup is escaped where it is shown, not refused).
    const users = await prisma.user.findMany({ select: { firstname: true, lastname: true, username: true }, where: { isStudent: true } });
    expect(users.every((u) => [u.firstname, u.lastname, u.username].every(isStorableText))).toBe(true);
  });
});
