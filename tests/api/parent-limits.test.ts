import { describe, expect, it } from "vitest";
import { PUT as timePUT } from "@/app/api/parent/child/time-limit/[id]/route";
import { POST as thresholdPOST } from "@/app/api/parent/child/level_thresholds_limit/child/[id]/route";
import { GET as screenGET } from "@/app/api/users/student/[id]/screen-time/route";
import { GET as limitGET } from "@/app/api/users/student/[id]/threshold-limit/route";
import { POST as teacherThresholdPOST } from "@/app/api/academics/class/[classId]/student/[studentId]/level-threshold/route";
import { PUT as teacherScreenPUT } from "@/app/api/academics/class/[classId]/student/[studentId]/screen-time/[id]/route";
import { GET as studentGET } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { GET as rosterGET } from "@/app/api/academics/class/[classId]/student/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { childToken, parentWithChild, teacherStudentWithParent } from "../support/parents";

type Day = { dayOfTheWeek: string; timeLimit: string; setBy: { role: string; name: string } | null };
const day = (list: Day[], name: string) => list.find((d) => d.dayOfTheWeek === name)!;

describe("PUT /parent/child/time-limit/{id}/", () => {
  it("converts values as SPEC §5 says and updates only the days sent", async () => {
    const p = await parentWithChild();
    const params = { id: p.child.id };
    const cases: [unknown, string][] = [
      ["3", "03:00:00"],
      ["", "00:00:00"],
      ["01:30", "01:30:00"],
      ["soon", "00:00:00"],
      ["No Limit", "No Limit"],
      [2, "02:00:00"],
    ];
    for (const [value, shown] of cases) {
      const res = await call(timePUT, {
        token: p.token,
        method: "PUT",
        params,
        body: { timeLimits: [{ dayOfTheWeek: "Wednesday", timeLimit: value }] },
      });
      expect(res.status, String(value)).toBe(200);
      expect(day(res.body.timeLimits, "Wednesday").timeLimit).toBe(shown);
    }
    const single = await call(timePUT, {
      token: p.token,
      method: "PUT",
      params,
      body: { dayOfTheWeek: "Friday", timeLimit: "1" },
    });
    expect(day(single.body.timeLimits, "Friday").timeLimit).toBe("01:00:00");
    expect(day(single.body.timeLimits, "Wednesday").timeLimit).toBe("02:00:00");
    expect(day(single.body.effectiveLimits.timeLimits, "Friday")).toMatchObject({
      timeLimit: "01:00:00",
      setBy: { role: "parent" },
    });
  });

  it("answers 400 naming the field and changes nothing", async () => {
    const p = await parentWithChild();
    const params = { id: p.child.id };
    const bad: [unknown, string, string][] = [
      [
        { timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "24:00" }] },
        "timeLimits.0.timeLimit",
        "Enter a time limit as hours (0-23), HH:MM:SS or 'No Limit'.",
      ],
      [
        { timeLimits: [{ dayOfTheWeek: "Caturday", timeLimit: "1" }] },
        "timeLimits.0.dayOfTheWeek",
        "dayOfTheWeek must be a weekday from Monday to Sunday.",
      ],
      [{ timeLimits: [] }, "timeLimits", "Send at least one day's time limit."],
      [
        {
          timeLimits: [
            { dayOfTheWeek: "Monday", timeLimit: "1" },
            { dayOfTheWeek: "Monday", timeLimit: "2" },
          ],
        },
        "timeLimits",
        "Give each weekday at most once.",
      ],
    ];
    for (const [body, field, message] of bad) {
      const res = await call(timePUT, { token: p.token, method: "PUT", params, body });
      expect(res.status).toBe(400);
      expect(res.body.details[field]).toContain(message);
    }
    const rows = await prisma.parentTimeLimit.findMany({ where: { childId: p.child.id } });
    expect(rows.every((r) => r.timeLimit === "23:00:00")).toBe(true);
  });
});

describe("POST /parent/child/level_thresholds_limit/child/{id}/", () => {
  it("adds an entry per grade, replaces the same grade's, and refuses unknown grades and levels", async () => {
    const p = await parentWithChild();
    const params = { id: p.child.id };
    await call(thresholdPOST, { token: p.token, params, body: { grade: "Grade 3", level: "Green" } });
    await call(thresholdPOST, { token: p.token, params, body: { grade: "Grade 5", level: "Yellow" } });
    const res = await call(thresholdPOST, { token: p.token, params, body: { grade: "Grade 3", level: "Orange" } });
    expect(res.status).toBe(200);
    expect(res.body.levelThresholds.map((t: { grade: string; level: string }) => [t.grade, t.level])).toEqual([
      ["Grade 3", "Orange"],
      ["Grade 5", "Yellow"],
    ]);
    const badGrade = await call(thresholdPOST, { token: p.token, params, body: { grade: "Grade 12", level: "Green" } });
    expect(badGrade.status).toBe(400);
    expect(badGrade.body.details.grade).toEqual(["Choose a grade from Kindergarten to Grade 8."]);
    const badLevel = await call(thresholdPOST, { token: p.token, params, body: { grade: "Grade 3", level: "Purple" } });
    expect(badLevel.body.details.level).toEqual(["Choose a level: Green, Yellow or Orange."]);
    expect(await prisma.parentLevelThreshold.count({ where: { childId: p.child.id } })).toBe(2);
  });
});

describe("parent and teacher limits combine", () => {
  it("the stricter applies, and both the parent and the teacher see which and who set it", async () => {
    const { teacher, student, parent, childId } = await teacherStudentWithParent();
    const tp = { classId: teacher.classId, studentId: student.id };
    const monday = student.timeLimits.find((d) => d.dayOfTheWeek === "Monday")!;
    const tuesday = student.timeLimits.find((d) => d.dayOfTheWeek === "Tuesday")!;
    await call(teacherScreenPUT, {
      token: teacher.token,
      method: "PUT",
      params: { ...tp, id: monday.id },
      body: { timeLimit: "2" },
    });
    await call(teacherScreenPUT, {
      token: teacher.token,
      method: "PUT",
      params: { ...tp, id: tuesday.id },
      body: { timeLimit: "1" },
    });
    await call(timePUT, {
      token: parent.token,
      method: "PUT",
      params: { id: childId },
      body: {
        timeLimits: [
          { dayOfTheWeek: "Monday", timeLimit: "01:30" },
          { dayOfTheWeek: "Tuesday", timeLimit: "3" },
        ],
      },
    });
    await call(teacherThresholdPOST, { token: teacher.token, params: tp, body: { grade: "Grade 3", level: "Yellow" } });
    await call(thresholdPOST, {
      token: parent.token,
      params: { id: childId },
      body: { grade: "Grade 3", level: "Green" },
    });

    const screen = await call(screenGET, { token: parent.token, params: { id: childId } });
    expect(screen.status).toBe(200);
    expect(day(screen.body.timeLimits, "Monday")).toMatchObject({
      timeLimit: "01:30:00",
      setBy: { role: "parent", name: `${parent.user.firstname} ${parent.user.lastname}` },
    });
    expect(day(screen.body.timeLimits, "Tuesday")).toMatchObject({
      timeLimit: "01:00:00",
      setBy: { role: "teacher", name: `${teacher.user.firstname} ${teacher.user.lastname}` },
    });
    expect(day(screen.body.timeLimits, "Sunday")).toMatchObject({ timeLimit: "No Limit", setBy: null });
    const levels = await call(limitGET, { token: parent.token, params: { id: childId } });
    expect(levels.body.levelThresholds).toEqual([
      {
        grade: "Grade 3",
        level: "Green",
        setBy: { role: "parent", name: `${parent.user.firstname} ${parent.user.lastname}` },
      },
    ]);

    const seen = await call(studentGET, { token: teacher.token, params: tp });
    expect(day(seen.body.effectiveLimits.timeLimits, "Monday")).toMatchObject({
      timeLimit: "01:30:00",
      setBy: { role: "parent" },
    });
    expect(day(seen.body.effectiveLimits.timeLimits, "Tuesday").setBy?.role).toBe("teacher");
    expect(seen.body.effectiveLimits.levelThresholds[0]).toMatchObject({
      grade: "Grade 3",
      level: "Green",
      setBy: { role: "parent" },
    });
    // The teacher's own entries are unchanged: the combination is computed, not written over.
    expect(seen.body.timeLimits.find((d: { dayOfTheWeek: string }) => d.dayOfTheWeek === "Monday").timeLimit).toBe(
      "02:00:00",
    );
    // The roster shows the same combination (its json is its own, with only the fields the view reads).
    const roster = await call(rosterGET, { token: teacher.token, params: { classId: teacher.classId } });
    expect(roster.body.find((s: { id: string }) => s.id === student.id)).toEqual(seen.body);
  });
});

describe("limits: who may", () => {
  it("401, 403 for teacher and student, 404 for another parent's child", async () => {
    const a = await parentWithChild();
    const b = await createSignedIn({ role: "parent" });
    const teacher = await createSignedIn({ role: "teacher" });
    const kid = await childToken(a.child.username);
    const params = { id: a.child.id };
    const time = { timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "1" }] };
    const level = { grade: "Grade 1", level: "Green" };
    expect((await call(timePUT, { method: "PUT", params, body: time })).status).toBe(401);
    expect((await call(thresholdPOST, { params, body: level })).status).toBe(401);
    expect((await call(screenGET, { params })).status).toBe(401);
    expect((await call(limitGET, { params })).status).toBe(401);
    for (const token of [teacher.token, kid]) {
      expect((await call(timePUT, { token, method: "PUT", params, body: time })).status).toBe(403);
      expect((await call(thresholdPOST, { token, params, body: level })).status).toBe(403);
      expect((await call(screenGET, { token, params })).status).toBe(403);
      expect((await call(limitGET, { token, params })).status).toBe(403);
    }
    expect((await call(timePUT, { token: b.token, method: "PUT", params, body: time })).status).toBe(404);
    expect((await call(thresholdPOST, { token: b.token, params, body: level })).status).toBe(404);
    expect((await call(screenGET, { token: b.token, params })).status).toBe(404);
    expect((await call(limitGET, { token: b.token, params })).status).toBe(404);
    expect(await prisma.parentLevelThreshold.count()).toBe(0);
    expect(await prisma.parentTimeLimit.count({ where: { timeLimit: { not: "23:00:00" } } })).toBe(0);
  });
});
