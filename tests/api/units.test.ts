import { afterEach, describe, expect, it, vi } from "vitest";
import { GET, POST } from "@/app/api/academics/curriculums/units/route";
import { DELETE, PUT } from "@/app/api/academics/curriculums/units/[unitId]/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { createClass, createUnit, day, unitInput } from "../support/curriculum-factories";

async function teacherWithClass() {
  const t = await createSignedIn({ role: "teacher" });
  const klass = await createClass(t.user.id);
  return { ...t, klass };
}

afterEach(() => vi.useRealTimers());

describe("POST /academics/curriculums/units/", () => {
  it("adds a current and an upcoming unit to the teacher's class", async () => {
    const { token, klass } = await teacherWithClass();
    const res = await call(POST, {
      token,
      body: [
        unitInput(klass.id),
        unitInput(klass.id, { title: "Lists", is_current: false, start_date: day(5), end_date: day(20) }),
      ],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((u: { title: string; status: string }) => [u.title, u.status])).toEqual([
      ["Loops", "current"],
      ["Lists", "upcoming"],
    ]);
    expect(res.body[0]).toMatchObject({
      start_date: day(0),
      end_date: day(30),
      class_model: klass.id,
      standard: "CSTA",
      level: "Green",
    });
    const list = await call(GET, { token });
    expect(list.body).toHaveLength(2);
  });

  it("answers every selection message word for word", async () => {
    const { token, klass } = await teacherWithClass();
    const res = await call(POST, { token, body: [unitInput(klass.id, { standard: "", level: null, grades: [] })] });
    expect(res.status).toBe(400);
    expect(res.body.details.non_field_errors).toEqual([
      "Please Select a standard",
      "Please Select a level",
      "Please Select one or more grades",
    ]);
    const empty = await call(POST, { token, body: [] });
    expect(empty.body.details.non_field_errors).toEqual(["Please Select one or more units"]);
  });

  it("names each unit in its date messages", async () => {
    const { token, klass } = await teacherWithClass();
    const res = await call(POST, {
      token,
      body: [
        unitInput(klass.id, { title: "Loops", start_date: day(1) }),
        unitInput(klass.id, { title: "Lists", is_current: false, start_date: day(0) }),
        unitInput(klass.id, { title: "Functions", is_current: false, start_date: day(-2) }),
        unitInput(klass.id, { title: "Variables", is_current: false, start_date: day(3), end_date: day(3) }),
        unitInput(klass.id, { title: "Data Types", end_date: null }),
        unitInput(klass.id, { title: "Conditionals", end_date: day(0) }),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.details.non_field_errors).toEqual([
      "Loops start date should be today's date",
      "Lists start date should be a future date since it is upcoming",
      "Functions start date should be after today's date",
      "Variables start date cannot be the same as end date",
      "Data Types unit does not have a start/end date",
      "Conditionals start date cannot be the same as end date",
      "Conditionals end date should be after it's start date and after today's date",
    ]);
    expect(await prisma.unit.count()).toBe(0);
  });

  it("takes a current unit that began last week or today, never one starting tomorrow (issue 39)", async () => {
    const { token, klass } = await teacherWithClass();
    const res = await call(POST, {
      token,
      body: [unitInput(klass.id, { start_date: day(-4) }), unitInput(klass.id, { title: "Lists" })],
    });
    expect(res.status).toBe(201);
    expect(res.body.map((u: { start_date: string; status: string }) => [u.start_date, u.status])).toEqual([
      [day(-4), "current"],
      [day(0), "current"],
    ]);
    const later = await call(POST, { token, body: [unitInput(klass.id, { title: "Functions", start_date: day(1) })] });
    expect(later.status).toBe(400);
    expect(later.body.details.non_field_errors).toEqual(["Functions start date should be today's date"]);
  });

  it("uses the teacher's time zone for today", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2030-03-14T02:00:00Z")); // still 13 March in Chicago
    const { token, klass } = await teacherWithClass();
    // 14 March is today in UTC, but tomorrow in Chicago.
    const body = [unitInput(klass.id, { start_date: "2030-03-14", end_date: "2030-03-30" })];
    const chicago = await call(POST, { token, body, headers: { "x-time-zone": "America/Chicago" } });
    expect(chicago.body.details.non_field_errors).toEqual(["Loops start date should be today's date"]);
    const utc = await call(POST, { token, body });
    expect(utc.status).toBe(201);
  });

  it("refuses a unit the class already has, in any case, and one named twice (issue 39)", async () => {
    const { token, klass } = await teacherWithClass();
    const other = await createClass((await prisma.class.findUniqueOrThrow({ where: { id: klass.id } })).ownerId);
    expect((await call(POST, { token, body: [unitInput(klass.id)] })).status).toBe(201);

    const again = await call(POST, {
      token,
      body: [unitInput(klass.id, { title: " loops " }), unitInput(klass.id, { title: "Lists" })],
    });
    expect(again.status).toBe(400);
    expect(again.body.detail).toBe("loops is already a unit of this class");
    expect(again.body.details.non_field_errors).toEqual(["loops is already a unit of this class"]);
    const twice = await call(POST, {
      token,
      body: [unitInput(klass.id, { title: "Lists" }), unitInput(klass.id, { title: "Lists" })],
    });
    expect(twice.body.details.non_field_errors).toEqual(["Lists is already a unit of this class"]);
    expect(await prisma.unit.count({ where: { classId: klass.id } })).toBe(1);

    // Another class of the same teacher may have its own Loops.
    expect((await call(POST, { token, body: [unitInput(other.id)] })).status).toBe(201);
  });

  it("404s for another teacher's class, 401 anonymous, 403 for a parent", async () => {
    const { token } = await teacherWithClass();
    const other = await teacherWithClass();
    expect((await call(POST, { token, body: [unitInput(other.klass.id)] })).status).toBe(404);
    expect((await call(POST, { body: [unitInput(other.klass.id)] })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(POST, { token: parent.token, body: [unitInput(other.klass.id)] })).status).toBe(403);
    expect((await call(GET, { token: parent.token })).status).toBe(403);
    expect((await call(GET, {})).status).toBe(401);
  });
});

describe("GET /academics/curriculums/units/", () => {
  it("lists only units of classes the teacher owns or co-teaches, filtered by class", async () => {
    const { token, user, klass } = await teacherWithClass();
    const other = await teacherWithClass();
    const shared = await createClass(other.user.id, { coTeacherIds: [user.id] });
    await createUnit(klass.id, { title: "Mine" });
    await createUnit(shared.id, { title: "Shared" });
    await createUnit(other.klass.id, { title: "Theirs" });
    const all = await call(GET, { token });
    expect(all.body.map((u: { title: string }) => u.title).sort()).toEqual(["Mine", "Shared"]);
    const one = await call(GET, { token, query: { class_model: shared.id } });
    expect(one.body.map((u: { title: string }) => u.title)).toEqual(["Shared"]);
  });
});

describe("PUT /academics/curriculums/units/{id}", () => {
  it("moves a current unit to past: not current, finished, ending today", async () => {
    const { token, klass } = await teacherWithClass();
    const unit = await createUnit(klass.id, { status: "current", start: day(-10) });
    const res = await call(PUT, { method: "PUT", token, params: { unitId: unit.id }, body: { is_finished: true } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      is_current: false,
      is_finished: true,
      status: "past",
      end_date: day(0),
      start_date: day(-10),
    });
  });

  it("moves an upcoming unit to current: starting today", async () => {
    const { token, klass } = await teacherWithClass();
    const unit = await createUnit(klass.id, { status: "upcoming", start: day(5), end: day(20) });
    const res = await call(PUT, { method: "PUT", token, params: { unitId: unit.id }, body: { is_current: true } });
    expect(res.body).toMatchObject({
      is_current: true,
      is_finished: false,
      status: "current",
      start_date: day(0),
      end_date: day(20),
    });
  });

  it("refuses a move to current whose end is not after today", async () => {
    const { token, klass } = await teacherWithClass();
    const unit = await createUnit(klass.id, { status: "past", start: day(-20), end: day(-1) });
    const res = await call(PUT, { method: "PUT", token, params: { unitId: unit.id }, body: { is_current: true } });
    expect(res.status).toBe(400);
    expect(res.body.details.non_field_errors).toEqual([
      "Loops end date should be after it's start date and after today's date",
    ]);
    const fixed = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: unit.id },
      body: { is_current: true, end_date: day(14) },
    });
    expect(fixed.body).toMatchObject({ status: "current", start_date: day(0), end_date: day(14) });
  });

  it("lets a unit that began last week be renamed, but checks a new upcoming start", async () => {
    const { token, klass } = await teacherWithClass();
    const unit = await createUnit(klass.id, { status: "current", start: day(-7) });
    const renamed = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: unit.id },
      body: { title: "Loops and more" },
    });
    expect(renamed.body.title).toBe("Loops and more");
    const upcoming = await createUnit(klass.id, { status: "upcoming", title: "Lists" });
    const res = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: upcoming.id },
      body: { start_date: day(0) },
    });
    expect(res.body.details.non_field_errors).toEqual([
      "Lists start date should be a future date since it is upcoming",
    ]);
  });

  it("moves a unit to current from the start this request names, and refuses a rename to a title taken", async () => {
    const { token, klass } = await teacherWithClass();
    const unit = await createUnit(klass.id, { status: "upcoming", start: day(5), end: day(20) });
    const res = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: unit.id },
      body: { is_current: true, start_date: day(-3) },
    });
    expect(res.body).toMatchObject({ status: "current", start_date: day(-3), end_date: day(20) });

    const lists = await createUnit(klass.id, { status: "upcoming", title: "Lists" });
    const taken = await call(PUT, { method: "PUT", token, params: { unitId: lists.id }, body: { title: "LOOPS" } });
    expect(taken.status).toBe(400);
    expect(taken.body.details.non_field_errors).toEqual(["LOOPS is already a unit of this class"]);
    expect((await prisma.unit.findUniqueOrThrow({ where: { id: lists.id } })).title).toBe("Lists");
  });

  it("404s for another teacher's unit and keeps it unchanged", async () => {
    const { token } = await teacherWithClass();
    const other = await teacherWithClass();
    const unit = await createUnit(other.klass.id);
    const res = await call(PUT, { method: "PUT", token, params: { unitId: unit.id }, body: { is_finished: true } });
    expect(res.status).toBe(404);
    expect((await prisma.unit.findUniqueOrThrow({ where: { id: unit.id } })).isFinished).toBe(false);
    expect((await call(PUT, { method: "PUT", params: { unitId: unit.id }, body: {} })).status).toBe(401);
  });
});

describe("DELETE /academics/curriculums/units/{id}", () => {
  it("deletes the teacher's unit and 404s for someone else's", async () => {
    const { token, klass } = await teacherWithClass();
    const other = await teacherWithClass();
    const mine = await createUnit(klass.id);
    const theirs = await createUnit(other.klass.id);
    expect((await call(DELETE, { method: "DELETE", token, params: { unitId: mine.id } })).status).toBe(204);
    expect((await call(DELETE, { method: "DELETE", token, params: { unitId: theirs.id } })).status).toBe(404);
    expect(await prisma.unit.count()).toBe(1);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(DELETE, { method: "DELETE", token: parent.token, params: { unitId: theirs.id } })).status).toBe(
      403,
    );
  });
});
