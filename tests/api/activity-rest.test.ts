// What the rest screen counts (issue 40, lib/activity/rest.ts): the puzzles a child solved today and whether they
// ran anything today, in the school's day; yesterday's work does not count, and tomorrow says when play opens.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { loadChild } from "@/lib/activity/child";
import { restDayOf } from "@/lib/activity/rest";
import { restWords } from "@/lib/activity/rest-words";
import { authenticate } from "@/lib/auth/authenticate";
import { todayIn } from "@/lib/curriculum/dates";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { attempt, classStudent, solutionOf } from "../support/activity";

vi.setConfig({ testTimeout: 120_000 });

const childOf = async (token: string) =>
  loadChild(
    (await authenticate(new NextRequest("http://sprout.test/", { headers: { authorization: `Bearer ${token}` } })))!,
  );

describe("the rest screen's day", () => {
  it("counts today's solved puzzles and tries, not yesterday's", async () => {
    const { student, token } = await classStudent();
    const child = await childOf(token);
    const today = todayIn(new Date(), env.SCHOOL_TIME_ZONE);
    const nothing = await restDayOf(child, today);
    expect(nothing).toEqual({ solvedToday: [], triedToday: false, nextPlay: "tomorrow" });
    expect(restWords({ limitSeconds: 60 }, nothing).lines.join(" ")).not.toContain("Great work!");

    // A try that fails: worked on, nothing solved.
    expect((await attempt(token, "first-steps", { blocks: { languageVersion: 0, blocks: [] } })).status).toBeLessThan(
      300,
    );
    const tried = await restDayOf(child, today);
    expect(tried).toMatchObject({ solvedToday: [], triedToday: true });
    expect(restWords({ limitSeconds: 60 }, tried).lines[0]).toBe(
      "You worked on your puzzles today. Sprout keeps them for you.",
    );

    // Solved, then solved again: one puzzle.
    for (let i = 0; i < 2; i++)
      expect((await attempt(token, "first-steps", solutionOf("first-steps"))).status).toBeLessThan(300);
    expect((await restDayOf(child, today)).solvedToday).toEqual(["first-steps"]);

    // The same solve two days ago is not today's.
    await prisma.puzzleAttempt.updateMany({
      where: { studentId: student.id },
      data: { createdAt: new Date(Date.now() - 2 * 86_400_000) },
    });
    expect(await restDayOf(child, today)).toMatchObject({ solvedToday: [], triedToday: false });
  });
});
