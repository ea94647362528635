// Screen time on the server (issue 14, docs/decisions/092): heartbeats add up today's time; at the stricter of
// the teacher's and the parent's limit the child is stopped and attempts are refused until tomorrow.
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as heartbeatPOST } from "@/app/api/users/student/heartbeat/route";
import { prisma } from "@/lib/db/client";
import { weekdayOf } from "@/lib/activity/rules";
import { toDbDate, todayIn } from "@/lib/curriculum/dates";
import { call } from "../support/http";
import { createSignedIn } from "../support/factories";
import { attempt, solutionOf } from "../support/activity";
import { teacherStudentWithParent } from "../support/parents";
import { signInStudent } from "../support/activity";

afterEach(() => {
  vi.useRealTimers();
});

describe("screen time", () => {
  it("adds beats on the server clock and stops the child at the parent's stricter limit", async () => {
    const { student, parent, childId } = await teacherStudentWithParent();
    const start = new Date();
    const today = weekdayOf(todayIn(start, "UTC"));
    // The teacher allows 'No Limit'; the parent allows one minute today: the parent's applies.
    await prisma.parentTimeLimit.create({
      data: { childId, dayOfTheWeek: today, timeLimit: "00:01:00", setById: parent.user.id },
    });
    const token = await signInStudent(student.id);

    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const beat = () => call(heartbeatPOST, { token, method: "POST" });
    expect((await beat()).body).toMatchObject({ usedSeconds: 0, limitSeconds: 60, isStopped: false });
    vi.setSystemTime(start.getTime() + 30_000);
    expect((await beat()).body).toMatchObject({ usedSeconds: 30, remainingSeconds: 30, isStopped: false });
    // A page asleep for ten minutes does not count those minutes.
    vi.setSystemTime(start.getTime() + 630_000);
    expect((await beat()).body).toMatchObject({ usedSeconds: 30 });
    vi.setSystemTime(start.getTime() + 660_000);
    const stopped = (await beat()).body;
    expect(stopped).toMatchObject({ usedSeconds: 60, remainingSeconds: 0, isStopped: true });

    const refused = await attempt(token, "first-steps", solutionOf("first-steps"));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("That's all the coding time for today. Great work! See you tomorrow.");
    expect(await prisma.puzzleAttempt.count({ where: { studentId: student.id } })).toBe(0);
  });

  it("tomorrow the time starts again", async () => {
    const { student, parent, childId } = await teacherStudentWithParent();
    const day = todayIn(new Date(), "UTC");
    await prisma.parentTimeLimit.create({
      data: { childId, dayOfTheWeek: weekdayOf(day), timeLimit: "00:01:00", setById: parent.user.id },
    });
    const yesterday = new Date(`${day}T00:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    // Yesterday's hour is yesterday's; today nothing is used yet.
    await prisma.screenTimeDay.create({
      data: { studentId: student.id, day: yesterday, seconds: 3600, lastBeatAt: yesterday },
    });
    const token = await signInStudent(student.id);
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).status).toBe(200);
    // The attempt opened today's row (an attempt is charged like a beat); today's minute is then used up.
    await prisma.screenTimeDay.update({
      where: { studentId_day: { studentId: student.id, day: toDbDate(day) } },
      data: { seconds: 60 },
    });
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).status).toBe(403);
  });

  it("charges every attempt like a heartbeat: a page that sends no beats still uses its time and is stopped", async () => {
    const { student, parent, childId } = await teacherStudentWithParent();
    const start = new Date();
    await prisma.parentTimeLimit.create({
      data: { childId, dayOfTheWeek: weekdayOf(todayIn(start, "UTC")), timeLimit: "00:01:00", setById: parent.user.id },
    });
    const token = await signInStudent(student.id);
    vi.useFakeTimers({ toFake: ["Date"], now: start });
    const used = async () =>
      (await prisma.screenTimeDay.findFirst({ where: { studentId: student.id } }))?.seconds ?? null;
    // No heartbeat at all: the attempts alone add up the time, with the beat's arithmetic (gaps up to 60 s).
    expect((await attempt(token, "first-steps", solutionOf("first-steps"))).status).toBe(200);
    expect(await used()).toBe(0);
    vi.setSystemTime(start.getTime() + 40_000);
    expect((await attempt(token, "longer-walk", solutionOf("longer-walk"))).status).toBe(200);
    expect(await used()).toBe(40);
    // A heartbeat and an attempt share the day's row: the beat counts only the gap since the attempt.
    vi.setSystemTime(start.getTime() + 55_000);
    expect((await call(heartbeatPOST, { token, method: "POST" })).body).toMatchObject({ usedSeconds: 55 });
    vi.setSystemTime(start.getTime() + 75_000);
    // This attempt's 20 s use the minute up: it was made in time and counts; the next one is after the stop.
    expect((await attempt(token, "turn-the-corner", solutionOf("turn-the-corner"))).status).toBe(200);
    expect(await used()).toBe(75);
    vi.setSystemTime(start.getTime() + 80_000);
    const refused = await attempt(token, "up-the-hill", solutionOf("up-the-hill"));
    expect(refused.status).toBe(403);
    expect(refused.body.detail).toBe("That's all the coding time for today. Great work! See you tomorrow.");
    expect(await prisma.puzzleAttempt.count({ where: { studentId: student.id } })).toBe(3);
    expect(await used()).toBe(75);
  });

  it("refuses anonymous (401) and non-students (403)", async () => {
    const teacher = await createSignedIn({ role: "teacher" });
    expect((await call(heartbeatPOST, { method: "POST" })).status).toBe(401);
    expect((await call(heartbeatPOST, { token: teacher.token, method: "POST" })).status).toBe(403);
  });
});
