// Issue 21, "writes need write access" and family-code guessing (docs/decisions/161): the teacher-side powers
// over a student (family codes, unlinking a parent, thresholds, screen time, comments, edits) belong to the
// class's teachers (owner, co-teacher). A parent who added the teacher role to their account reads their own
// child, but on main 428ea34 they also minted its family codes and unlinked its other parent. Linking by family
// code is limited per account and per address (PostgreSQL counters), answering 429 with Retry-After.
import { randomInt } from "node:crypto";
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as classPOST } from "@/app/api/academics/class/route";
import { PUT as userPUT } from "@/app/api/auth/user/route";
import {
  GET as familyGET,
  POST as familyPOST,
} from "@/app/api/academics/class/[classId]/student/[studentId]/family/route";
import { DELETE as unlinkDELETE } from "@/app/api/academics/class/[classId]/student/[studentId]/family/[parentId]/route";
import { POST as thresholdPOST } from "@/app/api/academics/class/[classId]/student/[studentId]/level-threshold/route";
import { PUT as screenTimePUT } from "@/app/api/academics/class/[classId]/student/[studentId]/screen-time/[id]/route";
import { PUT as studentPUT } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { POST as commentPOST } from "@/app/api/academics/comment/student/[id]/route";
import { POST as linkPOST } from "@/app/api/parent/child/link/route";
import { prisma } from "@/lib/db/client";
import { FAMILY_CODE_ALPHABET } from "@/lib/parents/schemas";
import { LINK_LIMITS } from "@/lib/parents/family-codes";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { acceptInvitations, addStudent } from "../fixtures/csv/classroom";

afterEach(() => vi.useRealTimers());

/** An owner and an accepted co-teacher of a class, a student, and two parents linked to it by family code. */
async function family() {
  const owner = await createSignedIn({ role: "teacher" });
  const co = await createSignedIn({ role: "teacher" });
  const made = await call(classPOST, {
    token: owner.token,
    body: { className: "Room 9", coTeachers: [co.user.username] },
  });
  expect(made.status).toBe(201);
  await acceptInvitations(co.token);
  const classId = made.body.class.id as string;
  const student = await addStudent(owner.token, classId);
  const link = async (ip: string) => {
    const parent = await createSignedIn({ role: "parent" });
    const code = await call(familyPOST, { token: owner.token, params: { classId, studentId: student.id } });
    expect(code.status).toBe(201);
    const linked = await call(linkPOST, {
      token: parent.token,
      body: { code: code.body.code },
      headers: { "x-sprout-peer": ip },
    });
    expect(linked.status).toBe(200);
    return parent;
  };
  const mother = await link("10.31.0.1");
  const father = await link("10.31.0.2");
  // The father adds the teacher role to his account (SPEC §4: changing account type adds that role).
  const added = await call(userPUT, { token: father.token, method: "PUT", body: { role: "teacher" } });
  expect(added.status).toBe(200);
  expect(await prisma.user.findUniqueOrThrow({ where: { id: father.user.id } })).toMatchObject({
    isParent: true,
    isTeacher: true,
  });
  return { owner, co, classId, student, mother, father };
}

describe("writes need write access: a parent who added the teacher role", () => {
  it("cannot mint a family code, read the family's e-mails, or unlink the other parent; the class's teachers can", async () => {
    const f = await family();
    const params = { classId: f.classId, studentId: f.student.id };
    const codeBefore = await prisma.familyCode.findUnique({ where: { studentId: f.student.id } });
    const asFather = {
      mint: await call(familyPOST, { token: f.father.token, params }),
      read: await call(familyGET, { token: f.father.token, params }),
      unlink: await call(unlinkDELETE, {
        token: f.father.token,
        method: "DELETE",
        params: { ...params, parentId: f.mother.user.id },
      }),
    };
    expect([asFather.mint.status, asFather.read.status, asFather.unlink.status]).toEqual([403, 403, 403]);
    expect(asFather.unlink.body.detail).toBe("Only the class's teachers can change this student.");
    expect(JSON.stringify(asFather)).not.toContain(f.mother.user.email!);
    // Nothing changed: the mother is still linked, no code was minted.
    expect(await prisma.parentChild.count({ where: { parentId: f.mother.user.id } })).toBe(1);
    expect(await prisma.familyCode.findUnique({ where: { studentId: f.student.id } })).toEqual(codeBefore);

    // The co-teacher reads the family and mints a code; the owner unlinks the father.
    const coRead = await call(familyGET, { token: f.co.token, params });
    expect(coRead.status).toBe(200);
    expect(coRead.body.parents.map((p: { email: string }) => p.email).sort()).toEqual(
      [f.mother.user.email, f.father.user.email].sort(),
    );
    expect((await call(familyPOST, { token: f.co.token, params })).status).toBe(201);
    const unlinked = await call(unlinkDELETE, {
      token: f.owner.token,
      method: "DELETE",
      params: { ...params, parentId: f.father.user.id },
    });
    expect(unlinked.status).toBe(200);
    expect(unlinked.body.parents.map((p: { id: string }) => p.id)).toEqual([f.mother.user.id]);
  });

  it("cannot set thresholds, screen time, comments or the student's details; owner and co-teacher can", async () => {
    const f = await family();
    const params = { classId: f.classId, studentId: f.student.id };
    const monday = f.student.timeLimits.find((t) => t.dayOfTheWeek === "Monday")!;
    const writes = (token: string) => ({
      threshold: () => call(thresholdPOST, { token, params, body: { grade: "3", level: "Orange" } }),
      screenTime: () =>
        call(screenTimePUT, { token, method: "PUT", params: { ...params, id: monday.id }, body: { timeLimit: "5" } }),
      comment: () => call(commentPOST, { token, params: { id: f.student.id }, body: { text: "Mine now" } }),
      edit: () => call(studentPUT, { token, method: "PUT", params, body: { firstName: "Renamed" } }),
    });
    const statuses = async (token: string) => {
      const w = writes(token);
      return [
        (await w.threshold()).status,
        (await w.screenTime()).status,
        (await w.comment()).status,
        (await w.edit()).status,
      ];
    };
    const stored = await prisma.studentTimeLimit.findUniqueOrThrow({ where: { id: monday.id } });
    expect(await statuses(f.father.token)).toEqual([403, 403, 403, 403]);
    const row = await prisma.student.findUniqueOrThrow({
      where: { id: f.student.id },
      include: { levelThresholds: true, timeLimits: true, comments: true, user: true },
    });
    expect(row.levelThresholds.filter((t) => t.level === "Orange")).toEqual([]);
    expect(row.timeLimits.find((t) => t.id === monday.id)!.timeLimit).toBe(stored.timeLimit);
    expect(row.comments).toEqual([]);
    expect(row.user.firstname).not.toBe("Renamed");
    expect(await statuses(f.co.token)).toEqual([200, 200, 201, 200]);
    expect(await statuses(f.owner.token)).toEqual([200, 200, 201, 200]);
  });
});

/** A well-formed family code drawn at random (31^8 of them): a guess. */
const guess = () =>
  Array.from({ length: 8 }, () => FAMILY_CODE_ALPHABET[randomInt(FAMILY_CODE_ALPHABET.length)]).join("");

describe("family-code guessing is limited", () => {
  it("a burst of wrong codes gets 429 with Retry-After long before 2,000 guesses; the right code works after the window", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date());
    const owner = await createSignedIn({ role: "teacher" });
    const made = await call(classPOST, { token: owner.token, body: { className: "Room 4" } });
    const classId = made.body.class.id as string;
    const student = await addStudent(owner.token, classId);
    const code = await call(familyPOST, { token: owner.token, params: { classId, studentId: student.id } });
    const guesser = await createSignedIn({ role: "parent" });
    const from = { "x-sprout-peer": "10.40.0.1" };
    const answers: number[] = [];
    let limited: Awaited<ReturnType<typeof call>> | undefined;
    while (answers.length < 2000) {
      const r = await call(linkPOST, { token: guesser.token, body: { code: guess() }, headers: from });
      answers.push(r.status);
      if (r.status === 429) {
        limited = r;
        break;
      }
    }
    expect(limited).toBeDefined();
    expect(answers.length).toBe(LINK_LIMITS.perAccount.max + 1);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set([400]));
    expect(limited!.headers.get("content-type")).toContain("application/problem+json");
    expect(limited!.body).toMatchObject({ status: 429, detail: LINK_LIMITS.perAccount.message });
    const retryAfter = Number(limited!.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LINK_LIMITS.perAccount.windowSeconds);

    // Even the right code waits out the window (else the limit would only slow the guessing) ...
    const right = () => call(linkPOST, { token: guesser.token, body: { code: code.body.code }, headers: from });
    expect((await right()).status).toBe(429);
    expect(await prisma.parentChild.count({ where: { parentId: guesser.user.id } })).toBe(0);
    // ... another account from another address is not held back by the first ...
    const other = await createSignedIn({ role: "parent" });
    const elsewhere = await call(linkPOST, {
      token: other.token,
      body: { code: guess() },
      headers: { "x-sprout-peer": "10.40.0.2" },
    });
    expect(elsewhere.status).toBe(400);
    // ... and after the window the right code links the child.
    vi.setSystemTime(new Date(Date.now() + (retryAfter + 1) * 1000));
    const linked = await right();
    expect(linked.status).toBe(200);
    expect(await prisma.parentChild.count({ where: { parentId: guesser.user.id } })).toBe(1);
  });

  it("many accounts guessing from one address are limited per address; another address is not", async () => {
    const parents = await Promise.all(Array.from({ length: 7 }, () => createSignedIn({ role: "parent" })));
    const from = { "x-sprout-peer": "10.41.0.1" };
    const statuses: number[] = [];
    for (let i = 0; i <= LINK_LIMITS.perAddress.max; i++) {
      const p = parents[i % parents.length]!;
      statuses.push((await call(linkPOST, { token: p.token, body: { code: guess() }, headers: from })).status);
    }
    expect(statuses.slice(0, LINK_LIMITS.perAddress.max).every((s) => s === 400)).toBe(true);
    const last = await call(linkPOST, { token: parents[0]!.token, body: { code: guess() }, headers: from });
    expect([statuses.at(-1), last.status]).toEqual([429, 429]);
    expect(last.body.detail).toMatch(/this account|this network/);
    const fresh = await createSignedIn({ role: "parent" });
    expect((await call(linkPOST, { token: fresh.token, body: { code: guess() }, headers: from })).body.detail).toBe(
      LINK_LIMITS.perAddress.message,
    );
    const home = await call(linkPOST, {
      token: fresh.token,
      body: { code: guess() },
      headers: { "x-sprout-peer": "10.41.0.2" },
    });
    expect(home.status).toBe(400);
  });
});
