// Which packs open (issue 14): extra packs through entitlementsFor (free for now, docs/decisions/093), levels
// through the combined level thresholds; and GET /users/student-info (SPEC §7).
import { describe, expect, it } from "vitest";
import { GET as infoGET } from "@/app/api/users/student-info/route";
import { prisma } from "@/lib/db/client";
import { entitlementsFor, isPackEntitled } from "@/lib/entitlements/entitlements";
import { findPack } from "@/lib/puzzles/content";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { attempt, classStudent, solutionOf } from "../support/activity";

describe("packs a child may open", () => {
  it("an extra pack is closed to a child on the free plan, and open to an entitled one", async () => {
    const { student, token } = await classStudent();
    const extra = findPack("orange-challenges")!;
    expect(extra.extra).toBe(true);
    const puzzleId = extra.puzzles[0].id;
    const res = await attempt(token, puzzleId, solutionOf(puzzleId));
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("This pack opens with a family plan or your school's license.");
    expect(await prisma.puzzleAttempt.count({ where: { studentId: student.id } })).toBe(0);

    const row = await prisma.student.findUniqueOrThrow({ where: { id: student.id } });
    expect(await entitlementsFor(row.userId)).toEqual({ plan: "free", extraPacks: false });
    expect(isPackEntitled(findPack("green-basics")!, { plan: "free", extraPacks: false })).toBe(true);

    // A parent's live plan covering the child opens the pack (issue 11's entitlement, docs/decisions/112).
    const parent = await createSignedIn({ role: "parent" });
    await prisma.plan.upsert({
      where: { id: "entitlement-test" },
      create: {
        id: "entitlement-test",
        name: "Test",
        description: "",
        priceCents: 500,
        currency: "usd",
        interval: "month",
        maxChildren: 4,
        unlocks: [],
      },
      update: {},
    });
    const subscription = await prisma.planSubscription.create({
      data: {
        parentId: parent.user.id,
        planId: "entitlement-test",
        checkoutStatus: "paid",
        status: "active",
        currentPeriodEnd: new Date(Date.now() + 86_400_000),
        children: { create: { childId: row.userId } },
      },
    });
    expect(await entitlementsFor(row.userId)).toEqual({ plan: "paid", extraPacks: true });
    expect((await attempt(token, puzzleId, solutionOf(puzzleId))).status).toBe(200);
    // When the paid period ends, the pack closes again.
    await prisma.planSubscription.update({
      where: { id: subscription.id },
      data: { currentPeriodEnd: new Date(Date.now() - 1000) },
    });
    expect((await attempt(token, extra.puzzles[1]!.id, solutionOf(extra.puzzles[1]!.id))).status).toBe(403);
  });

  it("a level above the child's threshold is closed", async () => {
    const { student, token } = await classStudent();
    const row = await prisma.student.findUniqueOrThrow({ where: { id: student.id } });
    await prisma.user.update({ where: { id: row.userId }, data: { grade: "Grade 3" } });
    await prisma.studentLevelThreshold.create({ data: { studentId: student.id, grade: "Grade 3", level: "Green" } });
    const yellow = findPack("yellow-loops")!.puzzles[0].id;
    const res = await attempt(token, yellow, solutionOf(yellow));
    expect(res.status).toBe(403);
    expect(res.body.detail).toBe("Yellow puzzles open when your teacher says you are ready.");
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).body.outcome).toBe("perfect");
  });
});

describe("GET /users/student-info", () => {
  it("answers the signed-in student's own information", async () => {
    const { teacher, token } = await classStudent();
    const res = await call(infoGET, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      firstName: "Ada",
      lastName: "Lovelace",
      fullName: "Ada Lovelace",
      className: "Room 1",
    });
    expect(res.body.teacher).toBe(`Test ${teacher.user.lastname}`);
    expect(res.body).not.toHaveProperty("passwordHash");
  });

  it("401 anonymous, 403 for a teacher", async () => {
    const teacher = await createSignedIn({ role: "teacher" });
    expect((await call(infoGET)).status).toBe(401);
    expect((await call(infoGET, { token: teacher.token })).status).toBe(403);
  });
});
