import { describe, expect, it } from "vitest";
import { GET as childrenGET } from "@/app/api/parent/child/route";
import { GET as listGET } from "@/app/api/parent/parent-friend-list/route";
import { GET as chatGET } from "@/app/api/chat/parent/route";
import { DEMO_PASSWORD, seedDemo } from "@/lib/server/seed";
import { login } from "@/lib/accounts/login";
import { GET as summaryGET } from "@/app/api/academics/class/[classId]/progress-summary/route";
import { GET as paneGET } from "@/app/api/academics/class/[classId]/student/[studentId]/progress/route";
import { GET as childProgressGET } from "@/app/api/parent/child/[id]/progress/route";
import { GET as childUnitsGET } from "@/app/api/parent/child/[id]/block-progress/route";
import { GET as ownGET } from "@/app/api/users/student/progress/route";
import { GET as infoGET } from "@/app/api/users/student-info/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { currentUnit, overallShare, unitShare } from "../support/unit-shares";

describe("demo seed: the parent's dashboard has real data", () => {
  it("Sam (in the demo class) and Riley (made at home) with progress, combined limits and a friendship", async () => {
    expect(await seedDemo()).toBe(true);
    const token = (await login({ identifier: "parent@demo.sprout.school", password: DEMO_PASSWORD, ip: "10.3.3.3" }))
      .access_token;
    const res = await call(childrenGET, { token });
    expect(res.status).toBe(200);
    const [riley, sam] = res.body;
    expect(sam).toMatchObject({
      username: "demo.student",
      classroom: { className: "Grade 3 Coders" },
      progress: { current: { title: "Loops" } },
      friend: [{ username: "demo.sibling" }],
    });
    expect(sam.skills.length).toBeGreaterThan(0);
    const eff = Object.fromEntries(
      sam.effectiveLimits.timeLimits.map(
        (d: { dayOfTheWeek: string; timeLimit: string; setBy: { role: string } | null }) => [
          d.dayOfTheWeek,
          [d.timeLimit, d.setBy?.role ?? null],
        ],
      ),
    );
    expect(eff).toMatchObject({
      Monday: ["01:30:00", "parent"],
      Saturday: ["02:00:00", "teacher"],
      Sunday: ["No Limit", null],
    });
    expect(riley).toMatchObject({
      username: "demo.sibling",
      classroom: null,
      progress: { current: { title: "Basics" } },
    });
    expect((await call(listGET, { token })).body.friends).toHaveLength(2);
    // Pat and Tom talk about Sam; Tom's last message waits unread.
    const chat = (await call(chatGET, { token })).body;
    expect(chat).toMatchObject({
      unread: 1,
      conversations: [{ child: { fullName: "Sam Student" }, owner: { firstName: "Tom" } }],
    });
    // Logging in as the seeded child works too (a child signs in at /login with a username).
    expect((await login({ identifier: "demo.sibling", password: DEMO_PASSWORD, ip: "10.3.3.3" })).user.is_student).toBe(
      true,
    );
  });
});

describe("demo seed: one progress truth (issue 21, docs/decisions/160)", () => {
  it("Sam's figures come from real attempts: the teacher, the parent and Sam's own page read the same", async () => {
    expect(await seedDemo()).toBe(true);
    const sign = async (identifier: string) =>
      (await login({ identifier, password: DEMO_PASSWORD, ip: "10.3.3.4" })).access_token;
    const [teacher, parent, sam] = await Promise.all([
      sign("teacher@demo.sprout.school"),
      sign("parent@demo.sprout.school"),
      sign("demo.student"),
    ]);
    const row = await prisma.student.findFirstOrThrow({
      where: { user: { username: "demo.student" } },
      select: { id: true, classId: true, userId: true },
    });
    // Every solved puzzle was replayed by the server: the attempts are there, each with its verdict.
    expect(await prisma.puzzleAttempt.count({ where: { studentId: row.id, solved: true } })).toBe(8);
    const params = { classId: row.classId!, studentId: row.id };
    const pane = (await call(paneGET, { token: teacher, params })).body;
    // The shares count the puzzles of the levels open to Sam, as his own page locks them (issue 38).
    const levels = (await call(infoGET, { token: sam })).body.openLevels as string[];
    expect(pane.current).toEqual(currentUnit("Loops", 2, levels));
    expect(pane.overall).toEqual(overallShare(8, levels));
    const summary = (await call(summaryGET, { token: teacher, params: { classId: row.classId! } })).body;
    const listed = summary.students.find((s: { id: string }) => s.id === row.id);
    expect(listed).toMatchObject({ overall: pane.overall, current: pane.current });
    const byParent = (await call(childProgressGET, { token: parent, params: { id: row.userId } })).body;
    expect(byParent).toMatchObject({ current: pane.current, topic: pane.topic, overall: pane.overall });
    const own = (await call(ownGET, { token: sam })).body;
    expect(own).toMatchObject({ current: pane.current, overall: pane.overall });
    const units = (await call(childUnitsGET, { token: parent, params: { id: row.userId } })).body.units;
    expect(units.map((u: { share: { text: string } }) => u.share.text)).toEqual([
      unitShare("Basics", 6, levels).text,
      unitShare("Loops", 2, levels).text,
    ]);
  });
});
