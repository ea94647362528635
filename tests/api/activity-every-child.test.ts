// Every child can play, and time runs out kindly (issue 23, docs/decisions/216-218): a child who signed up alone
// is told while the parent's consent waits and plays at once after it; levels open by grade (SPEC §9) and by
// thresholds, a locked pack says how it opens and its puzzles are refused; the program in progress is kept on
// the server, also once the day's time is up.
import { NextRequest } from "next/server";
import { describe, expect, it, vi } from "vitest";
import { POST as registerPOST } from "@/app/api/auth/registration/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { POST as consentPOST } from "@/app/api/parent/consent/route";
import { PUT as draftPUT } from "@/app/api/users/student/puzzle-drafts/[puzzleId]/route";
import { draftOf } from "@/lib/activity/drafts";
import { getStudentHome } from "@/lib/activity/home";
import { loadChild } from "@/lib/activity/child";
import { weekdayOf } from "@/lib/activity/rules";
import { authenticate } from "@/lib/auth/authenticate";
import { todayIn } from "@/lib/curriculum/dates";
import { prisma } from "@/lib/db/client";
import { findPack } from "@/lib/puzzles/content";
import { attempt, classStudent, solutionOf } from "../support/activity";
import { createSignedIn } from "../support/factories";
import { call } from "../support/http";
import { lastMailTo } from "../support/mailbox";

// Sign-ups, consents and sign-ins hash passwords: on a busy machine a test takes longer than the default 20 s.
vi.setConfig({ testTimeout: 120_000 });

const authenticateToken = async (token: string) =>
  (await authenticate(new NextRequest("http://sprout.test/", { headers: { authorization: `Bearer ${token}` } })))!;

const PASSWORD = "Blue-Kite-Morning-7";
const CONSENT_PENDING =
  "Your parent has not said yes yet. We sent them an e-mail: you can sign in and play as soon as they agree.";

async function gradeStudent(grade: string) {
  const s = await classStudent();
  const row = await prisma.student.findUniqueOrThrow({ where: { id: s.student.id } });
  await prisma.user.update({ where: { id: row.userId }, data: { grade } });
  return { ...s, userId: row.userId };
}

describe("levels open by grade (SPEC §9) and by thresholds", () => {
  it("a 4th grader has Green only: Yellow and Orange packs say how they open, and their puzzles are refused", async () => {
    const { token } = await gradeStudent("Grade 4");
    const home = await getStudentHome(await authenticateToken(token));
    expect(home.levels).toEqual(["Green"]);
    const locked = Object.fromEntries(home.packs.map((p) => [p.id, p.locked]));
    expect(locked["green-basics"]).toBeNull();
    expect(locked["yellow-loops"]).toBe(
      "Yellow puzzles open in Grade 5, or sooner when your teacher or parent says so.",
    );
    expect(locked["orange-functions"]).toBe(
      "Orange puzzles open in Grade 8, or sooner when your teacher or parent says so.",
    );
    const yellow = findPack("yellow-loops")!.puzzles[0].id;
    const refused = await attempt(token, yellow, solutionOf(yellow));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe(locked["yellow-loops"]);
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).body.outcome).toBe("perfect");
  });

  it("a teacher's threshold opens a level sooner, or keeps one closed, and the sentence names who", async () => {
    const { token, student } = await gradeStudent("Grade 4");
    await prisma.studentLevelThreshold.create({ data: { studentId: student.id, grade: "Grade 4", level: "Yellow" } });
    const yellow = findPack("yellow-loops")!.puzzles[0].id;
    expect((await attempt(token, yellow, solutionOf(yellow))).status).toBe(200);

    const older = await gradeStudent("Grade 8");
    await prisma.studentLevelThreshold.create({
      data: { studentId: older.student.id, grade: "Grade 8", level: "Green" },
    });
    const home = await getStudentHome(await authenticateToken(older.token));
    expect(home.packs.find((p) => p.id === "yellow-loops")!.locked).toBe(
      "Yellow puzzles open when your teacher says you are ready.",
    );
  });

  it("a class's grade counts for a student whose account has none", async () => {
    const { token, teacher, userId } = await classStudent().then(async (s) => ({
      ...s,
      userId: (await prisma.student.findUniqueOrThrow({ where: { id: s.student.id } })).userId,
    }));
    await prisma.class.update({ where: { id: teacher.classId }, data: { grade: "Grade 6" } });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: userId } })).grade).toBe("");
    expect((await loadChild(await authenticateToken(token))).levels).toEqual(["Green", "Yellow"]);
  });
});

describe("a child who signed up alone", () => {
  const kid = {
    role: "student",
    username: "solo.coder",
    firstname: "Robin",
    password1: PASSWORD,
    password2: PASSWORD,
    terms: true,
    grade: "Grade 3",
    dob: `${new Date().getUTCFullYear() - 9}-03-04`,
    parentEmail: "solo.parent@family.test",
  };

  it("is told the parent has not said yes yet, then plays at once after the consent, with no class", async () => {
    expect((await call(registerPOST, { body: kid })).status).toBe(201);
    const waiting = await call(loginPOST, { body: { username: "solo.coder", password: PASSWORD } });
    expect(waiting.status).toBe(400);
    expect(waiting.body.detail).toBe(CONSENT_PENDING);
    // A wrong password is still only a wrong password.
    const wrong = await call(loginPOST, { body: { username: "solo.coder", password: "Not-The-Password-1" } });
    expect(wrong.body.detail).not.toBe(CONSENT_PENDING);

    const key = lastMailTo("solo.parent@family.test")?.text.match(/\/parents\/consent\/(\S+)/)?.[1];
    const parent = await createSignedIn({ role: "parent", email: "solo.parent@family.test" });
    expect((await call(consentPOST, { token: parent.token, body: { key } })).status).toBe(200);
    const child = await prisma.user.findUniqueOrThrow({
      where: { username: "solo.coder" },
      include: { studentProfile: true },
    });
    expect(child.studentProfile).toMatchObject({ classId: null });

    const signedIn = await call(loginPOST, { body: { username: "solo.coder", password: PASSWORD } });
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.access_token as string;
    const home = await getStudentHome(await authenticateToken(token));
    expect(home.levels).toEqual(["Green"]);
    expect(home.next.at(-1)!.puzzle).toMatchObject({ puzzleId: "first-steps" });
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).body.outcome).toBe("perfect");
  });

  it("a student account with no place yet gets its own on first play", async () => {
    const teen = await createSignedIn({ role: "student" });
    expect(await prisma.student.count({ where: { userId: teen.user.id } })).toBe(0);
    expect((await attempt(teen.token, "first-steps", solutionOf("first-steps"))).status).toBe(200);
    expect(await prisma.student.count({ where: { userId: teen.user.id, classId: null } })).toBe(1);
  });
});

describe("the program in progress is kept (PUT /users/student/puzzle-drafts/{puzzleId})", () => {
  const put = (token: string | undefined, puzzleId: string, program: unknown) =>
    call(draftPUT, { token, method: "PUT", params: { puzzleId }, body: { program } });

  it("keeps the latest program per puzzle, also after the day's time is used up", async () => {
    const { token, student } = await gradeStudent("Grade 3");
    const child = await loadChild(await authenticateToken(token));
    expect(await draftOf(child, "first-steps")).toBeNull();
    expect((await put(token, "first-steps", solutionOf("first-steps"))).status).toBe(204);
    const empty = { blocks: { languageVersion: 0, blocks: [{ type: "sprout_start", id: "start" }] } };
    expect((await put(token, "first-steps", empty)).status).toBe(204);
    expect(await draftOf(child, "first-steps")).toEqual(empty);

    // Today's time used up: an attempt is refused, the draft is still kept.
    const day = todayIn(new Date(), "UTC");
    await prisma.studentTimeLimit.updateMany({
      where: { studentId: student.id, dayOfTheWeek: weekdayOf(day) },
      data: { timeLimit: "00:00:00" },
    });
    const refused = await attempt(token, "first-steps", solutionOf("first-steps"));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("There is no coding time today. See you next time!");
    expect((await put(token, "first-steps", solutionOf("first-steps"))).status).toBe(204);
    expect(await draftOf(child, "first-steps")).toEqual(solutionOf("first-steps"));
  });

  it("refuses a program Sprout cannot read (400), an unknown puzzle (404), a locked one (403), a non-student", async () => {
    const { token } = await gradeStudent("Grade 3");
    const bad = await put(token, "first-steps", { blocks: { languageVersion: 0, blocks: [{ type: "rm -rf" }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.details.program).toEqual(['Sprout does not know the block "rm -rf".']);
    expect((await put(token, "no-such-puzzle", solutionOf("first-steps"))).status).toBe(404);
    const yellow = findPack("yellow-loops")!.puzzles[0].id;
    expect((await put(token, yellow, solutionOf(yellow))).status).toBe(403);
    expect((await put(undefined, "first-steps", solutionOf("first-steps"))).status).toBe(401);
    const teacher = await createSignedIn({ role: "teacher" });
    expect((await put(teacher.token, "first-steps", solutionOf("first-steps"))).status).toBe(403);
    expect(await prisma.puzzleDraft.count()).toBe(0);
  });
});
