import { describe, expect, it } from "vitest";
import { POST as recordPOST } from "@/app/api/users/student/progress/route";
import { GET as summaryGET } from "@/app/api/academics/class/[classId]/progress-summary/route";
import { GET as progressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { GET as blockProgressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-progress/route";
import { GET as blockSkillsGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-skills/route";
import { GET as blockStandardsGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-standards/route";
import { GET as studentGET } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { prisma } from "@/lib/db/client";
import { decryptCardSecret } from "@/lib/cards/secrets";
import { login } from "@/lib/accounts/login";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";

async function signInStudent(studentId: string) {
  const s = await prisma.student.findUniqueOrThrow({ where: { id: studentId }, include: { user: true } });
  const { password } = decryptCardSecret(s.cardSecret)!;
  return (await login({ identifier: s.user.username, password, ip: "10.1.1.1" })).access_token;
}

describe("recording and reading progress", () => {
  it("a student's activity records progress that the teacher's endpoints compute from", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { username: "ada.p" });
    await addStudent(t.token, t.classId, { firstName: "Idle", lastName: "Kid", username: "idle.k" });
    const token = await signInStudent(s.id);
    const rec = (body: object) => call(recordPOST, { token, body });
    expect((await rec({ unit: "Basics", topic: "Blocks", progress: 40, level: 1 })).status).toBe(200);
    await rec({
      unit: "Loops",
      topic: "Repeat",
      progress: 100,
      level: 1,
      skills: [{ id: "loops", title: "Loops", level: 2 }],
    });
    const last = await rec({
      unit: "Loops",
      topic: "While",
      progress: 50,
      level: 2,
      skills: [
        { id: "loops", title: "Loops", level: 1 },
        { id: "seq", title: "Sequencing", level: 3 },
      ],
      standards: [
        {
          categoryId: "AP",
          categoryTitle: "Algorithms & Programming",
          testId: "1A-AP-10",
          testTitle: "Develop programs with sequences and loops",
        },
      ],
    });
    expect(last.body.current).toEqual({ title: "Loops", level: 2, progress: 75 });
    // A late, lower report does not lower what was reached.
    await rec({ unit: "Loops", topic: "Repeat", progress: 10 });

    const p = { classId: t.classId, studentId: s.id };
    const progress = await call(progressGET, { token: t.token, params: p });
    expect(progress.body.current).toMatchObject({ title: "Loops", progress: 75 });
    expect(progress.body.topic.map((x: { title: string; progress: number }) => [x.title, x.progress]).sort()).toEqual([
      ["Repeat", 100],
      ["While", 50],
    ]);

    const blocks = await call(blockProgressGET, { token: t.token, params: p });
    expect(blocks.body.units.map((u: { title: string; progress: number }) => [u.title, u.progress]).sort()).toEqual([
      ["Basics", 40],
      ["Loops", 75],
    ]);

    const skills = await call(blockSkillsGET, { token: t.token, params: p });
    expect(skills.body.skills).toEqual([
      { id: "loops", title: "Loops", level: 2 },
      { id: "seq", title: "Sequencing", level: 3 },
    ]);

    const standards = await call(blockStandardsGET, { token: t.token, params: p });
    expect(standards.body.standards).toEqual([
      {
        categoryId: "AP",
        categoryTitle: "Algorithms & Programming",
        tests: [expect.objectContaining({ testId: "1A-AP-10" })],
      },
    ]);

    const student = await call(studentGET, { token: t.token, params: p });
    expect(student.body.skills).toHaveLength(2);
    expect(student.body.progress.current.title).toBe("Loops");

    const summary = await call(summaryGET, { token: t.token, params: { classId: t.classId } });
    expect(summary.body.activeStudents).toBe(1);
    const row = summary.body.students.find((x: { username: string }) => x.username === "ada.p");
    expect(row).toMatchObject({ progress: 63, skills: 2, standardsMet: 1, current: { title: "Loops" } });
    expect(summary.body.students.find((x: { username: string }) => x.username === "idle.k")).toMatchObject({
      progress: 0,
      current: null,
    });
  });

  it("refuses progress out of range and from accounts that are not students in a class", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const token = await signInStudent(s.id);
    expect((await call(recordPOST, { token, body: { unit: "A", topic: "B", progress: 140 } })).status).toBe(400);
    expect((await call(recordPOST, { body: { unit: "A", topic: "B", progress: 1 } })).status).toBe(401);
    expect((await call(recordPOST, { token: t.token, body: { unit: "A", topic: "B", progress: 1 } })).status).toBe(403);
    const loner = await createSignedIn({ role: "student" });
    const res = await call(recordPOST, { token: loner.token, body: { unit: "A", topic: "B", progress: 1 } });
    expect(res.status).toBe(403);
    expect(await prisma.studentTopicProgress.count()).toBe(0);
  });

  it("401, 403 and 404 on the teacher's progress endpoints", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const p = { classId: t.classId, studentId: s.id };
    const handlers = [progressGET, blockProgressGET, blockSkillsGET, blockStandardsGET];
    const parent = await createSignedIn({ role: "parent" });
    const other = await createSignedIn({ role: "teacher" });
    for (const h of handlers) {
      expect((await call(h, { params: p })).status).toBe(401);
      expect((await call(h, { token: parent.token, params: p })).status).toBe(403);
      expect((await call(h, { token: other.token, params: p })).status).toBe(404);
    }
    expect((await call(summaryGET, { params: p })).status).toBe(401);
    expect((await call(summaryGET, { token: parent.token, params: p })).status).toBe(403);
    expect((await call(summaryGET, { token: other.token, params: p })).status).toBe(404);
  });
});
