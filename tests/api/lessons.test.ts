import { describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/academics/curriculums/units/[unitId]/lessons/route";
import { PUT } from "@/app/api/academics/curriculums/units/[unitId]/lessons/[id]/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { createClass, createUnit } from "../support/curriculum-factories";

async function setup() {
  const t = await createSignedIn({ role: "teacher" });
  const unit = await createUnit((await createClass(t.user.id)).id);
  return { ...t, unit };
}

describe("lessons of a unit", () => {
  it("adds, lists and edits a lesson", async () => {
    const { token, unit } = await setup();
    const created = await call(POST, {
      token,
      params: { unitId: unit.id },
      body: { text: "Repeat a dance move 3 times" },
    });
    expect(created.status).toBe(201);
    await call(POST, { token, params: { unitId: unit.id }, body: { text: "Nested loops" } });
    const edited = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: unit.id, id: created.body.id },
      body: { text: "Repeat a move 4 times" },
    });
    expect(edited.body.text).toBe("Repeat a move 4 times");
    const list = await call(GET, { token, params: { unitId: unit.id } });
    expect(list.body.map((l: { text: string }) => l.text)).toEqual(["Repeat a move 4 times", "Nested loops"]);
  });

  it("needs text", async () => {
    const { token, unit } = await setup();
    const res = await call(POST, { token, params: { unitId: unit.id }, body: { text: "  " } });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("Please write the lesson.");
  });

  it("404s for another teacher's unit or lesson, 401 anonymous, 403 for a parent", async () => {
    const { token } = await setup();
    const other = await setup();
    const lesson = await prisma.lesson.create({ data: { unitId: other.unit.id, text: "Theirs" } });
    expect((await call(GET, { token, params: { unitId: other.unit.id } })).status).toBe(404);
    expect((await call(POST, { token, params: { unitId: other.unit.id }, body: { text: "x" } })).status).toBe(404);
    const put = await call(PUT, {
      method: "PUT",
      token,
      params: { unitId: other.unit.id, id: lesson.id },
      body: { text: "Mine now" },
    });
    expect(put.status).toBe(404);
    expect((await prisma.lesson.findUniqueOrThrow({ where: { id: lesson.id } })).text).toBe("Theirs");
    expect((await call(GET, { params: { unitId: other.unit.id } })).status).toBe(401);
    const parent = await createSignedIn({ role: "parent" });
    expect((await call(GET, { token: parent.token, params: { unitId: other.unit.id } })).status).toBe(403);
  });
});
