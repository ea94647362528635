import { describe, expect, it } from "vitest";
import { POST as thresholdPOST } from "@/app/api/academics/class/[classId]/student/[studentId]/level-threshold/route";
import { PUT as screenPUT } from "@/app/api/academics/class/[classId]/student/[studentId]/screen-time/[id]/route";
import { PATCH as bulkThresholdPATCH } from "@/app/api/academics/class/[classId]/levelthreshold/route";
import { PATCH as bulkScreenPATCH } from "@/app/api/academics/class/[classId]/screentime/route";
import { GET as studentGET } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { GET as classGET } from "@/app/api/academics/class/[classId]/route";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

describe("level thresholds", () => {
  it("adds an entry per grade and replaces the entry of the same grade", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const p = { classId: t.classId, studentId: s.id };
    await call(thresholdPOST, { token: t.token, params: p, body: { grade: "Grade 3", level: "Green" } });
    await call(thresholdPOST, { token: t.token, params: p, body: { grade: "Grade 5", level: "Yellow" } });
    const res = await call(thresholdPOST, { token: t.token, params: p, body: { grade: "Grade 3", level: "Orange" } });
    expect(res.status).toBe(200);
    expect(res.body.levelThresholds.map((x: { grade: string; level: string }) => [x.grade, x.level])).toEqual([
      ["Grade 3", "Orange"],
      ["Grade 5", "Yellow"],
    ]);
    const bad = await call(thresholdPOST, { token: t.token, params: p, body: { grade: "Grade 3" } });
    expect(bad.status).toBe(400);
    expect(bad.body.detail).toBe("Choose a level.");
  });

  it("bulk PATCH sets every student and becomes the class default for new students", async () => {
    const t = await teacherWithClass();
    const a = await addStudent(t.token, t.classId, { username: "a.one" });
    const res = await call(bulkThresholdPATCH, {
      token: t.token,
      method: "PATCH",
      params: { classId: t.classId },
      body: { levelThresholds: [{ grade: "Grade 2", level: "Green" }] },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ students: 1, levelThresholds: [{ grade: "Grade 2", level: "Green" }] });
    const b = await addStudent(t.token, t.classId, { username: "b.two" });
    for (const s of [a, b]) {
      const got = await call(studentGET, { token: t.token, params: { classId: t.classId, studentId: s.id } });
      expect(got.body.levelThresholds.map((x: { level: string }) => x.level)).toEqual(["Green"]);
    }
  });
});

describe("screen time", () => {
  it("PUT converts the value as SPEC §5 says and shows 23:00:00 as No Limit", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const monday = s.timeLimits.find((d) => d.dayOfTheWeek === "Monday")!;
    const p = { classId: t.classId, studentId: s.id, id: monday.id };
    const cases: [unknown, string][] = [
      ["3", "03:00:00"],
      ["", "00:00:00"],
      ["01:30:00", "01:30:00"],
      ["soon", "00:00:00"],
      ["No Limit", "No Limit"],
    ];
    for (const [value, shown] of cases) {
      const res = await call(screenPUT, { token: t.token, method: "PUT", params: p, body: { timeLimit: value } });
      expect(res.status).toBe(200);
      expect(res.body.timeLimits.find((d: { id: string }) => d.id === monday.id).timeLimit).toBe(shown);
    }
    const bad = await call(screenPUT, { token: t.token, method: "PUT", params: p, body: { timeLimit: "26:00" } });
    expect(bad.status).toBe(400);
  });

  it("PUT of another student's entry is 404", async () => {
    const t = await teacherWithClass();
    const a = await addStudent(t.token, t.classId, { username: "a.one" });
    const b = await addStudent(t.token, t.classId, { username: "b.two" });
    const res = await call(screenPUT, {
      token: t.token,
      method: "PUT",
      params: { classId: t.classId, studentId: a.id, id: b.timeLimits[0].id },
      body: { timeLimit: "1" },
    });
    expect(res.status).toBe(404);
  });

  it("bulk PATCH updates those days for the whole class and keeps the others", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const res = await call(bulkScreenPATCH, {
      token: t.token,
      method: "PATCH",
      params: { classId: t.classId },
      body: {
        timeLimits: [
          { dayOfTheWeek: "Saturday", timeLimit: "2" },
          { dayOfTheWeek: "Sunday", timeLimit: "No Limit" },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.timeLimits).toHaveLength(7);
    const got = await call(studentGET, { token: t.token, params: { classId: t.classId, studentId: s.id } });
    const byDay = Object.fromEntries(
      got.body.timeLimits.map((d: { dayOfTheWeek: string; timeLimit: string }) => [d.dayOfTheWeek, d.timeLimit]),
    );
    expect(byDay).toMatchObject({ Saturday: "02:00:00", Sunday: "No Limit", Monday: "No Limit" });
    const klass = await call(classGET, { token: t.token, params: { classId: t.classId } });
    expect(klass.body.timeLimits.find((d: { dayOfTheWeek: string }) => d.dayOfTheWeek === "Saturday").timeLimit).toBe(
      "02:00:00",
    );
  });
});

describe("settings: who may", () => {
  it("401, 403 and 404 for another teacher", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const p = { classId: t.classId, studentId: s.id };
    const sp = { ...p, id: s.timeLimits[0].id };
    const body = { grade: "Grade 1", level: "Green" };
    expect((await call(thresholdPOST, { params: p, body })).status).toBe(401);
    expect((await call(bulkScreenPATCH, { method: "PATCH", params: p, body: { timeLimits: [] } })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(thresholdPOST, { token: parent.token, params: p, body })).status).toBe(403);
    expect(
      (await call(screenPUT, { token: parent.token, method: "PUT", params: sp, body: { timeLimit: "1" } })).status,
    ).toBe(403);
    const other = await createSignedIn({ role: "teacher" });
    expect((await call(thresholdPOST, { token: other.token, params: p, body })).status).toBe(404);
    expect(
      (await call(screenPUT, { token: other.token, method: "PUT", params: sp, body: { timeLimit: "1" } })).status,
    ).toBe(404);
    expect(
      (
        await call(bulkThresholdPATCH, {
          token: other.token,
          method: "PATCH",
          params: p,
          body: { levelThresholds: [body] },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await call(bulkScreenPATCH, {
          token: other.token,
          method: "PATCH",
          params: p,
          body: { timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "1" }] },
        })
      ).status,
    ).toBe(404);
    const got = await call(studentGET, { token: t.token, params: p });
    expect(got.body.levelThresholds).toEqual([]);
    expect(got.body.timeLimits.every((d: { timeLimit: string }) => d.timeLimit === "No Limit")).toBe(true);
  });
});
