import { describe, expect, it } from "vitest";
import { GET as progressGET } from "@/app/api/parent/child/[id]/progress/route";
import { GET as blockProgressGET } from "@/app/api/parent/child/[id]/block-progress/route";
import { GET as blockSkillsGET } from "@/app/api/parent/child/[id]/block-skills/route";
import { GET as skillsGET } from "@/app/api/parent/child/[id]/skills/route";
import { GET as childGET } from "@/app/api/parent/child/[id]/route";
import { GET as infoGET } from "@/app/api/users/student-info/route";
import { GET as teacherProgressGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { prisma } from "@/lib/db/client";
import { decryptCardSecret } from "@/lib/cards/secrets";
import { findPuzzle } from "@/lib/puzzles/content";
import { attempt, solutionOf } from "../support/activity";
import { call } from "../support/http";
import { currentUnit, overallShare, unitTopics } from "../support/unit-shares";
import { createSignedIn } from "../support/factories";
import { childToken, parentWithChild, teacherStudentWithParent } from "../support/parents";

/** Two puzzles solved and one missed, through the attempt path: Loops is the current unit. */
async function record(token: string) {
  for (const id of ["first-steps", "repeat-walk"]) expect((await attempt(token, id, solutionOf(id))).status).toBe(200);
  expect((await attempt(token, "stairs", findPuzzle("stairs")!.wrong)).body.solved).toBe(false);
}

describe("a child's progress and skills for the parent", () => {
  it("a family-made child records progress by playing; the parent's four endpoints compute from it", async () => {
    const p = await parentWithChild();
    const kid = await childToken(p.child.username);
    await record(kid);
    // Born 2017: the levels of the child's grade, as the child's own page opens them (issue 38).
    const levels = (await call(infoGET, { token: kid })).body.openLevels as string[];
    const params = { id: p.child.id };
    const progress = await call(progressGET, { token: p.token, params });
    expect(progress.status).toBe(200);
    expect(progress.body.current).toEqual(currentUnit("Loops", 1, levels));
    expect(progress.body.overall).toEqual(overallShare(2, levels));
    expect(progress.body.topic.map((t: { title: string }) => t.title)).toEqual(unitTopics("Loops", levels));
    const blocks = await call(blockProgressGET, { token: p.token, params });
    expect(blocks.body.units.map((u: { title: string; progress: number }) => [u.title, u.progress])).toEqual([
      ["Basics", 17],
      ["Loops", currentUnit("Loops", 1, levels).progress],
    ]);
    const expected = (await call(blockSkillsGET, { token: p.token, params })).body.skills;
    expect(expected.map((k: { id: string; level: number }) => [k.id, k.level]).sort()).toEqual([
      ["loops", 1],
      ["sequencing", 1],
    ]);
    expect((await call(skillsGET, { token: p.token, params })).body.skills).toEqual(expected);
    const child = await call(childGET, { token: p.token, params });
    expect(child.body).toMatchObject({ progress: { current: { title: "Loops" } }, skills: expected });
  });

  it("a teacher-linked child is seen by both the teacher and the parent, with the same numbers", async () => {
    const { teacher, student, parent, childId } = await teacherStudentWithParent();
    const row = await prisma.student.findUniqueOrThrow({ where: { id: student.id }, include: { user: true } });
    await record(await childToken(row.user.username, decryptCardSecret(row.cardSecret)!.password));
    const byTeacher = await call(teacherProgressGET, {
      token: teacher.token,
      params: { classId: teacher.classId, studentId: student.id },
    });
    const byParent = await call(progressGET, { token: parent.token, params: { id: childId } });
    expect(byParent.status).toBe(200);
    expect(byParent.body.current).toEqual(byTeacher.body.current);
    expect(byParent.body.topic).toEqual(byTeacher.body.topic);
    expect(byParent.body.overall).toEqual(byTeacher.body.overall);
    const child = await call(childGET, { token: parent.token, params: { id: childId } });
    expect(child.body.classroom).toMatchObject({ id: teacher.classId, className: "Room 1" });
  });

  it("401, 403 for teacher and student, 404 for another parent's child, 400 for an id that is not one", async () => {
    const { teacher, parent, childId } = await teacherStudentWithParent();
    const other = await createSignedIn({ role: "parent" });
    const sibling = await parentWithChild();
    const kid = await childToken(sibling.child.username);
    for (const handler of [progressGET, blockProgressGET, blockSkillsGET, skillsGET]) {
      expect((await call(handler, { params: { id: childId } })).status).toBe(401);
      expect((await call(handler, { token: teacher.token, params: { id: childId } })).status).toBe(403);
      expect((await call(handler, { token: kid, params: { id: sibling.child.id } })).status).toBe(403);
      expect((await call(handler, { token: other.token, params: { id: childId } })).status).toBe(404);
      expect((await call(handler, { token: parent.token, params: { id: sibling.child.id } })).status).toBe(404);
      expect((await call(handler, { token: parent.token, params: { id: "not-a-uuid" } })).status).toBe(400);
    }
  });
});
