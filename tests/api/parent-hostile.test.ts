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

const NASTY = [
  "a\u0000b",
  "\ud800",
  "\udfff x",
  "x".repeat(5000),
  "2027-02-31",
  "0000-00-00",
  "<script>",
  '\'; DROP TABLE "user"; --',
];
const SHAPES: unknown[] = ["not json {", "null", "[]", "42", '"text"', { __proto__: { x: 1 } }];

type Write = [
  string,
  Parameters<typeof call>[0],
  string,
  (p: Awaited<ReturnType<typeof parentWithChild>>) => {
    params: Record<string, string>;
    valid: Record<string, unknown>;
  },
];
const WRITES: Write[] = [
  [
    "POST /parent/child/",
    childPOST,
    "POST",
    () => ({
      params: {},
      valid: {
        fullname: "A B",
        username: "ok.name",
        password: "Blue-Kite-77",
        confirmPassword: "Blue-Kite-77",
        dob: "2017-01-01",
        codingExperience: "some",
      },
    }),
  ],
  [
    "PUT …/update-password/",
    passwordPUT,
    "PUT",
    (p) => ({ params: { id: p.child.id }, valid: { password: "Blue-Kite-77", confirmPassword: "Blue-Kite-77" } }),
  ],
  [
    "PUT …/time-limit/{id}/",
    timePUT,
    "PUT",
    (p) => ({ params: { id: p.child.id }, valid: { timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "1" }] } }),
  ],
  [
    "POST …/level_thresholds_limit/…",
    thresholdPOST,
    "POST",
    (p) => ({ params: { id: p.child.id }, valid: { grade: "Grade 1", level: "Green" } }),
  ],
  [
    "POST …/friend-request/",
    friendPOST,
    "POST",
    (p) => ({ params: {}, valid: { student_username: p.child.username, username_or_email: "someone" } }),
  ],
  [
    "PUT …/friend-request/{id}",
    answerPUT,
    "PUT",
    () => ({ params: { id: "00000000-0000-4000-8000-000000000000" }, valid: { accepted: true } }),
  ],
  ["POST /parent/child/link/", linkPOST, "POST", () => ({ params: {}, valid: { code: "ABCD-EFGH" } })],
  ["POST /parent/consent/", consentPOST, "POST", () => ({ params: {}, valid: { key: "abc" } })],
];

describe("parent writes answer 400, never 500, to hostile input", () => {
  for (const [name, handler, method, setup] of WRITES) {
    it(`${name}: bodies of the wrong shape and hostile field values`, async () => {
      const p = await parentWithChild();
      const { params, valid } = setup(p);
      for (const body of SHAPES) {
        const res = await call(handler, { token: p.token, method, params, body });
        expect(res.status, JSON.stringify(body)).toBe(400);
      }
      for (const field of Object.keys(valid)) {
        for (const bad of [...NASTY, null, 12, true, [], {}]) {
          const res = await call(handler, { token: p.token, method, params, body: { ...valid, [field]: bad } });
          expect(res.status, `${field} = ${JSON.stringify(bad).slice(0, 40)}`).toBeLessThan(500);
        }
      }
      // Whatever was stored is text that can be shown again (markup is escaped where it is shown, not refused).
      const users = await prisma.user.findMany({
        select: { firstname: true, lastname: true, username: true },
        where: { isStudent: true },
      });
      expect(users.every((u) => [u.firstname, u.lastname, u.username].every(isStorableText))).toBe(true);
    }, 60_000); // ~80 requests; on two shared cores the full suite slows each one down
  }
});
