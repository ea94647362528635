// Issue 38, denominators a child can reach: a Grade 1 child's shares count the Green puzzles, the levels her
// grade and her teacher's and parent's thresholds open, and the teacher's roster, list and pane, the parent's
// list and views and the child's own page read the same "N of M" words for her.
import { describe, expect, it } from "vitest";
import { PATCH as classPATCH } from "@/app/api/academics/class/[classId]/route";
import { GET as summaryGET } from "@/app/api/academics/class/[classId]/progress-summary/route";
import { GET as rosterGET } from "@/app/api/academics/class/[classId]/student/route";
import { GET as paneGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { GET as unitsGET } from "@/app/api/academics/class/[classId]/student/[studentId]/block-progress/route";
import { POST as teacherThresholdPOST } from "@/app/api/academics/class/[classId]/student/[studentId]/level-threshold/route";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { GET as childGET } from "@/app/api/parent/child/[id]/route";
import { GET as childProgressGET } from "@/app/api/parent/child/[id]/progress/route";
import { GET as childUnitsGET } from "@/app/api/parent/child/[id]/block-progress/route";
import { POST as parentThresholdPOST } from "@/app/api/parent/child/level_thresholds_limit/child/[id]/route";
import { GET as infoGET } from "@/app/api/users/student-info/route";
import { GET as ownGET } from "@/app/api/users/student/progress/route";
import { call } from "../support/http";
import { attempt, signInStudent, solutionOf } from "../support/activity";
import { teacherStudentWithParent } from "../support/parents";
import { currentUnit, overallShare, unitShare } from "../support/unit-shares";

type Share = { text: string };
type View = { overall: Share; current: { text: string } | null };

describe("denominators a child can reach (issue 38)", () => {
  it("a Grade 1 child reads 'N of <Green> Green puzzles' on every screen; a threshold moves all of them", async () => {
    const { teacher, student, parent, childId } = await teacherStudentWithParent();
    const classId = teacher.classId;
    expect(
      (await call(classPATCH, { token: teacher.token, params: { classId }, body: { grade: "Grade 1" } })).status,
    ).toBe(200);
    const kid = await signInStudent(student.id);
    for (const id of ["first-steps", "repeat-walk"])
      expect((await attempt(kid, id, solutionOf(id))).body.solved).toBe(true);

    /** Every screen's overall and current-unit words for this child, named by where they were read. */
    const everyScreen = async () => {
      const params = { classId, studentId: student.id };
      const roster = (await call(rosterGET, { token: teacher.token, params: { classId } })).body;
      const summary = (await call(summaryGET, { token: teacher.token, params: { classId } })).body;
      const children = (await call(childrenGET, { token: parent.token })).body;
      const views: Record<string, View> = {
        roster: roster.find((s: { id: string }) => s.id === student.id).progress,
        "class list": summary.students.find((s: { id: string }) => s.id === student.id),
        pane: (await call(paneGET, { token: teacher.token, params })).body,
        "parent's list": children.find((c: { id: string }) => c.id === childId).progress,
        "parent's child": (await call(childGET, { token: parent.token, params: { id: childId } })).body.progress,
        "parent's progress": (await call(childProgressGET, { token: parent.token, params: { id: childId } })).body,
        "child's progress": (await call(ownGET, { token: kid })).body,
        "child's info": (await call(infoGET, { token: kid })).body.progress,
      };
      const words = Object.fromEntries(
        Object.entries(views).map(([where, v]) => [where, [v.overall.text, v.current?.text ?? null]]),
      );
      const units = {
        pane: (await call(unitsGET, { token: teacher.token, params })).body.units,
        parent: (await call(childUnitsGET, { token: parent.token, params: { id: childId } })).body.units,
      };
      const openLevels = (await call(infoGET, { token: kid })).body.openLevels as string[];
      return { words, units, openLevels };
    };
    const expectEverywhere = (words: Record<string, unknown>, expected: unknown) => {
      for (const [where, got] of Object.entries(words)) expect(got, where).toEqual(expected);
    };

    // Grade 1: Green only, as the child's own page opens it.
    const green = await everyScreen();
    expect(green.openLevels).toEqual(["Green"]);
    expect(overallShare(2, ["Green"]).text).toMatch(/^2 of \d+ Green puzzles \(\d+%\)$/);
    expectEverywhere(green.words, [overallShare(2, ["Green"]).text, currentUnit("Loops", 1, ["Green"]).text]);
    expect(green.units.pane.map((u: { share: Share }) => u.share.text)).toEqual([
      unitShare("Basics", 1, ["Green"]).text,
      unitShare("Loops", 1, ["Green"]).text,
    ]);
    expect(green.units.parent).toEqual(green.units.pane);

    // The teacher opens Yellow for Grade 1: every screen counts Green and Yellow.
    const opened = await call(teacherThresholdPOST, {
      token: teacher.token,
      params: { classId, studentId: student.id },
      body: { grade: "Grade 1", level: "Yellow" },
    });
    expect(opened.status).toBe(200);
    const two = await everyScreen();
    expect(two.openLevels).toEqual(["Green", "Yellow"]);
    expectEverywhere(two.words, [
      overallShare(2, ["Green", "Yellow"]).text,
      currentUnit("Loops", 1, ["Green", "Yellow"]).text,
    ]);
    expect(two.words.pane![0]).toMatch(/ Green and Yellow puzzles /);

    // The parent's stricter threshold wins (docs/decisions/101): Green again, everywhere.
    const closed = await call(parentThresholdPOST, {
      token: parent.token,
      params: { id: childId },
      body: { grade: "Grade 1", level: "Green" },
    });
    expect(closed.status).toBe(200);
    const back = await everyScreen();
    expect(back.openLevels).toEqual(["Green"]);
    expectEverywhere(back.words, green.words.pane);
  });
});
