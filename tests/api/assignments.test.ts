import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/academics/curriculums/units/[unitId]/assignments/route";
import { POST } from "@/app/api/academics/curriculums/units/[unitId]/assignment/route";
import { PUT } from "@/app/api/academics/curriculums/units/[unitId]/assignment/[id]/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { createClass, createStudent, createUnit, day } from "../support/curriculum-factories";

async function setup(status: "current" | "upcoming" | "past" = "current") {
  const t = await createSignedIn({ role: "teacher" });
  const klass = await createClass(t.user.id);
  const unit = await createUnit(klass.id, { status });
  const ada = await createStudent(klass.id, "Ada");
  const bo = await createStudent(klass.id, "Bo");
  return { ...t, klass, unit, ada, bo };
}

const body = (students: string[], over: Record<string, unknown> = {}) => ({
  title: "Loop practice",
  is_current: true,
  start_date: null,
  end_date: day(7),
  number: 5,
  skills: [{ skillId: "1A-AP-10" }, { skillId: "1A-AP-14" }],
  students,
  status: "assigned",
  ...over,
});

describe("POST /academics/curriculums/units/{unitId}/assignment/", () => {
  it("assigns a current assignment to two students of the unit's class", async () => {
    const { token, unit, ada, bo } = await setup();
    const res = await call(POST, { token, params: { unitId: unit.id }, body: body([ada.id, bo.id]) });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      title: "Loop practice",
      start_date: day(0),
      end_date: day(7),
      number: 5,
      status: "assigned",
    });
    expect(res.body.skills).toEqual([
      { skillId: "1A-AP-10", title: "Develop programs with sequences and simple loops" },
      { skillId: "1A-AP-14", title: "Debug errors in an algorithm or program with sequences and simple loops" },
    ]);
    expect(res.body.students.map((s: { fullName: string }) => s.fullName).sort()).toEqual(["Ada Pupil", "Bo Pupil"]);
    const list = await call(GET, { token, params: { unitId: unit.id } });
    expect(list.body).toHaveLength(1);
  });

  it("answers the field messages word for word", async () => {
    const { token, unit } = await setup();
    const res = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: { title: "", is_current: false, start_date: "", end_date: "", number: "", skills: [], students: [] },
    });
    expect(res.status).toBe(400);
    expect(res.body.details.non_field_errors).toEqual([
      "Kindly Add an assignment title",
      "Assignment should have a start date since it is scheduled for later",
      "Kindly add an end date/deadline",
      "Kindly set number of questions",
      "Select one or more assignment skills",
      "Select students(s) to be assigned to this tasks",
    ]);
  });

  it("refuses a later assignment starting today, and a deadline not after the start", async () => {
    const { token, unit, ada } = await setup();
    const today = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: body([ada.id], { is_current: false, start_date: day(0) }),
    });
    expect(today.body.details.non_field_errors).toEqual([
      "Assignment date should not be todays since it is schedule for later",
    ]);
    const sameDay = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: body([ada.id], { end_date: day(0) }),
    });
    expect(sameDay.body.details.non_field_errors).toEqual(["Deadline should be after the start date"]);
    const later = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: body([ada.id], { is_current: false, start_date: day(2), end_date: day(9) }),
    });
    expect(later.status).toBe(201);
    expect(later.body.start_date).toBe(day(2));
  });

  it("counts the puzzles ticked when the number of questions is left empty (issue 39)", async () => {
    const { token, unit, ada } = await setup();
    const res = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: body([ada.id], { number: "", puzzles: ["stairs", "draw-stairs", "gem-stairs"] }),
    });
    expect(res.status).toBe(201);
    expect(res.body.number).toBe(3);
    expect(res.body.puzzles.map((z: { id: string }) => z.id)).toEqual(["stairs", "draw-stairs", "gem-stairs"]);
    // A number the teacher sets stays theirs; with no puzzle ticked it is still required.
    const set = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: body([ada.id], { number: 10, puzzles: ["stairs"] }),
    });
    expect(set.body.number).toBe(10);
    const none = await call(POST, { token, params: { unitId: unit.id }, body: body([ada.id], { number: null }) });
    expect(none.status).toBe(400);
    expect(none.body.details.non_field_errors).toEqual(["Kindly set number of questions"]);
    expect(await prisma.assignment.count({ where: { unitId: unit.id } })).toBe(2);
  });

  it("refuses past and upcoming units", async () => {
    const past = await setup("past");
    const res = await call(POST, { token: past.token, params: { unitId: past.unit.id }, body: body([past.ada.id]) });
    expect(res.body.details.non_field_errors).toEqual([
      "The Current Unit is a past current, therefore, assignments cannot be added",
    ]);
    const upcoming = await setup("upcoming");
    const res2 = await call(POST, {
      token: upcoming.token,
      params: { unitId: upcoming.unit.id },
      body: body([upcoming.ada.id]),
    });
    expect(res2.body.details.non_field_errors).toEqual([
      "This unit is scheduled for a later date, kindly update to current before adding assignments",
    ]);
  });

  it("only takes students of the unit's class and skills of its standard", async () => {
    const { token, unit, ada } = await setup();
    const other = await setup();
    const res = await call(POST, { token, params: { unitId: unit.id }, body: body([ada.id, other.ada.id]) });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Only students of this unit's class can be assigned.");
    const skill = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: body([ada.id], { skills: [{ skillId: "K-1.CT.1" }] }),
    });
    expect(skill.body.detail).toBe("These skills are not part of the CSTA standards: K-1.CT.1");
    expect(await prisma.assignment.count()).toBe(0);
  });

  it("404s for another teacher's unit, 401 anonymous, 403 for a parent", async () => {
    const { token } = await setup();
    const other = await setup();
    expect((await call(POST, { token, params: { unitId: other.unit.id }, body: body([other.ada.id]) })).status).toBe(
      404,
    );
    expect((await call(GET, { token, params: { unitId: other.unit.id } })).status).toBe(404);
    expect((await call(POST, { params: { unitId: other.unit.id }, body: body([other.ada.id]) })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(GET, { token: parent.token, params: { unitId: other.unit.id } })).status).toBe(403);
  });
});

describe("PUT /academics/curriculums/units/{unitId}/assignment/{id}", () => {
  it("changes status, skills and students", async () => {
    const { token, unit, ada, bo } = await setup();
    const created = await call(POST, { token, params: { unitId: unit.id }, body: body([ada.id]) });
    const res = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: unit.id, id: created.body.id },
      body: body([bo.id], {
        status: "completed",
        skills: [{ skillId: "1A-AP-08" }],
        start_date: created.body.start_date,
      }),
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe("completed");
    expect(res.body.skills.map((s: { skillId: string }) => s.skillId)).toEqual(["1A-AP-08"]);
    expect(res.body.students.map((s: { id: string }) => s.id)).toEqual([bo.id]);
    const bad = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: unit.id, id: created.body.id },
      body: body([], { title: "" }),
    });
    expect(bad.body.details.non_field_errors).toEqual([
      "Kindly Add an assignment title",
      "Select students(s) to be assigned to this tasks",
    ]);
  });

  it("404s for another teacher's assignment and leaves it alone", async () => {
    const { token } = await setup();
    const other = await setup();
    const theirs = await call(POST, {
      token: other.token,
      params: { unitId: other.unit.id },
      body: body([other.ada.id]),
    });
    const res = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: other.unit.id, id: theirs.body.id },
      body: body([other.ada.id], { title: "Hijack" }),
    });
    expect(res.status).toBe(404);
    expect((await prisma.assignment.findUniqueOrThrow({ where: { id: theirs.body.id } })).title).toBe("Loop practice");
    const parent = await createSignedIn({ role: "parent" });
    expect(
      (
        await call(PUT, {
          method: "PUT",
          token: parent.token,
          params: { unitId: other.unit.id, id: theirs.body.id },
          body: {},
        })
      ).status,
    ).toBe(403);
  });
});
