import { describe, expect, it } from "vitest";
import { GET as ownGET } from "@/app/api/users/student/progress/route";
import { GET as summaryGET } from "@/app/api/academics/class/[classId]/progress-summary/route";
import { GET as progressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { GET as blockProgressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-progress/route";
import { GET as blockSkillsGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-skills/route";
import { GET as blockStandardsGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-standards/route";
import { GET as studentGET } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { prisma } from "@/lib/db/client";
import { findPuzzle } from "@/lib/puzzles/content";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { addStudent, teacherWithClass } from "../fixtures/csv/classroom";
import { attempt, signInStudent, solutionOf } from "../support/activity";
import { currentUnit, unitShare, unitTopics } from "../support/unit-shares";

describe("progress from verified attempts (docs/decisions/160)", () => {
  it("the teacher's list, pane and block endpoints read the same figures, worded the same way", async () => {
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId, { username: "ada.p" });
    await addStudent(t.token, t.classId, { firstName: "Idle", lastName: "Kid", username: "idle.k" });
    const token = await signInStudent(s.id);
    for (const id of ["first-steps", "longer-walk", "turn-the-corner", "up-the-hill"])
      expect((await attempt(token, id, solutionOf(id))).body.solved).toBe(true);
    expect((await attempt(token, "repeat-walk", findPuzzle("repeat-walk")!.wrong)).body.solved).toBe(false);
    expect((await attempt(token, "repeat-walk", solutionOf("repeat-walk"))).body.solved).toBe(true);

    const p = { classId: t.classId, studentId: s.id };
    const progress = await call(progressGET, { token: t.token, params: p });
    const loops = currentUnit("Loops", 1);
    expect(progress.body.current).toEqual(loops);
    expect(progress.body.topic.map((x: { title: string; progress: number }) => [x.title, x.progress])).toEqual(
      unitTopics("Loops").map((title) => [title, title === "Loop the Loop" ? 17 : 0]),
    );
    const blocks = await call(blockProgressGET, { token: t.token, params: p });
    expect(blocks.body.units.map((u: { share: { text: string } }) => u.share.text)).toEqual([
      "4 of 6 Basics puzzles (67%)",
      unitShare("Loops", 1).text,
    ]);
    const skills = await call(blockSkillsGET, { token: t.token, params: p });
    expect(skills.body.skills.map((k: { id: string; level: number }) => [k.id, k.level]).sort()).toEqual([
      ["loops", 1],
      ["sequencing", 1],
    ]);
    const standards = await call(blockStandardsGET, { token: t.token, params: p });
    expect(standards.body.standards).toContainEqual(
      expect.objectContaining({ tests: expect.arrayContaining([expect.objectContaining({ testId: "1A-AP-10" })]) }),
    );

    // The roster's progress field and the class list carry the pane's numbers, not a figure of their own.
    const student = await call(studentGET, { token: t.token, params: p });
    expect(student.body.progress.current).toEqual(loops);
    expect(student.body.progress.overall).toEqual(progress.body.overall);
    expect(student.body.skills).toEqual(skills.body.skills);
    const summary = await call(summaryGET, { token: t.token, params: { classId: t.classId } });
    expect(summary.body.activeStudents).toBe(1);
    const row = summary.body.students.find((x: { username: string }) => x.username === "ada.p");
    expect(row).toMatchObject({
      progress: progress.body.overall.percent,
      overall: progress.body.overall,
      current: loops,
      skills: 2,
      standardsMet: standards.body.standards.reduce((n: number, c: { tests: unknown[] }) => n + c.tests.length, 0),
    });
    expect(summary.body.average.text).toBe(`average of 1 active student (${progress.body.overall.percent}%)`);
    expect(summary.body.students.find((x: { username: string }) => x.username === "idle.k")).toMatchObject({
      progress: 0,
      current: null,
    });
  });

  it("a child's token cannot write progress: no POST; GET answers the child's own derived figures", async () => {
    const route = await import("@/app/api/users/student/progress/route");
    // Next answers 405 for a method the route file does not export (e2e/progress-agree.spec.ts sends it).
    expect(Object.keys(route)).toEqual(["GET"]);
    const t = await teacherWithClass();
    const s = await addStudent(t.token, t.classId);
    const token = await signInStudent(s.id);
    await attempt(token, "first-steps", solutionOf("first-steps"));
    const own = await call(ownGET, { token });
    expect(own.status).toBe(200);
    const pane = await call(progressGET, { token: t.token, params: { classId: t.classId, studentId: s.id } });
    expect(own.body).toMatchObject({ current: pane.body.current, topic: pane.body.topic, overall: pane.body.overall });
    expect(own.body.current).toMatchObject({ title: "Basics", text: "1 of 6 Basics puzzles (17%)" });
    expect((await call(ownGET, {})).status).toBe(401);
    expect((await call(ownGET, { token: t.token })).status).toBe(403);
    const loner = await createSignedIn({ role: "student" });
    expect((await call(ownGET, { token: loner.token })).status).toBe(403);
    expect(await prisma.puzzleAttempt.count({ where: { studentId: s.id } })).toBe(1);
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
