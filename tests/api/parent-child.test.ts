import { describe, expect, it } from "vitest";
import { GET as childrenGET, POST as childPOST } from "@/app/api/parent/child/route";
import { DELETE as childDELETE, GET as childGET } from "@/app/api/parent/child/[id]/route";
import { PUT as passwordPUT } from "@/app/api/parent/child/[id]/update-password/route";
import { GET as ownProgressGET } from "@/app/api/users/student/progress/route";
import { attempt, attemptRows, solutionOf } from "../support/activity";
import { POST as friendPOST } from "@/app/api/parent/child/friend-request/route";
import { PUT as answerPUT } from "@/app/api/parent/child/friend-request/[id]/route";
import { PUT as timePUT } from "@/app/api/parent/child/time-limit/[id]/route";
import { POST as thresholdPOST } from "@/app/api/parent/child/level_thresholds_limit/child/[id]/route";
import { GET as studentGET } from "@/app/api/academics/class/[classId]/student/[studentId]/route";
import { POST as teacherThresholdPOST } from "@/app/api/academics/class/[classId]/student/[studentId]/level-threshold/route";
import { PUT as teacherScreenPUT } from "@/app/api/academics/class/[classId]/student/[studentId]/screen-time/[id]/route";
import { POST as loginPOST } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db/client";
import { call } from "../support/http";
import { GET as infoGET } from "@/app/api/users/student-info/route";
import { unitTopics } from "../support/unit-shares";
import { createSignedIn } from "../support/factories";
import { CHILD_PASSWORD, childInput, childToken, parentWithChild, teacherStudentWithParent } from "../support/parents";

/** Rows in any table with a uuid column holding one of `ids`: what "every personal row" means. */
async function rowsMentioning(ids: string[]): Promise<Record<string, number>> {
  const cols = await prisma.$queryRaw<{ table_name: string; column_name: string }[]>`
    SELECT table_name::text, column_name::text FROM information_schema.columns WHERE table_schema = 'public' AND data_type = 'uuid'`;
  const out: Record<string, number> = {};
  for (const c of cols) {
    const [{ n }] = await prisma.$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*)::int AS n FROM "${c.table_name}" WHERE "${c.column_name}" = ANY($1::uuid[])`,
      ids,
    );
    if (n) out[c.table_name] = (out[c.table_name] ?? 0) + n;
  }
  return out;
}

describe("POST and GET /parent/child/", () => {
  it("adds a child account with no e-mail that signs in at /login and shows the §3 Child shape", async () => {
    const parent = await createSignedIn({ role: "parent" });
    const res = await call(childPOST, {
      token: parent.token,
      body: {
        fullname: "Ada Lovelace",
        username: "Ada.L",
        password: CHILD_PASSWORD,
        confirmPassword: CHILD_PASSWORD,
        dob: "2016-12-10",
        timeLimits: [{ dayOfTheWeek: "Saturday", timeLimit: "2" }],
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      fullName: "Ada Lovelace",
      username: "ada.l",
      dob: "2016-12-10",
      codingExperience: "experienced",
      classroom: null,
      friend: [],
      skills: [],
      levelThresholds: [],
      progress: { current: null, topic: [] },
    });
    expect(res.body).not.toHaveProperty("password");
    expect(JSON.stringify(res.body)).not.toContain(CHILD_PASSWORD);
    const byDay = Object.fromEntries(
      res.body.timeLimits.map((d: { dayOfTheWeek: string; timeLimit: string }) => [d.dayOfTheWeek, d.timeLimit]),
    );
    expect(byDay).toMatchObject({ Saturday: "02:00:00", Monday: "No Limit" });
    const user = await prisma.user.findUniqueOrThrow({ where: { id: res.body.id }, include: { studentProfile: true } });
    expect(user).toMatchObject({ email: null, isStudent: true, isParent: false });
    expect(user.studentProfile?.classId).toBeNull();

    const signIn = await call(loginPOST, { body: { username: "ada.l", password: CHILD_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.is_student).toBe(true);

    const list = await call(childrenGET, { token: parent.token });
    expect(list.status).toBe(200);
    expect(list.body.map((c: { username: string }) => c.username)).toEqual(["ada.l"]);
  });

  it("answers 400 naming the field for each bad input, and stores nothing", async () => {
    const parent = await createSignedIn({ role: "parent" });
    await parentWithChild({ username: "taken.name" });
    const cases: [Record<string, unknown>, string, string][] = [
      [{ fullname: "" }, "fullname", "Full name is required."],
      [{ fullname: "Bad\u0000Name" }, "fullname", "This field must not contain NUL characters."],
      [
        { fullname: "Half \ud800 pair" },
        "fullname",
        "This field contains an invalid character (an unpaired surrogate).",
      ],
      [
        { username: "x" },
        "username",
        "Username must be 3-30 letters, digits, dots, dashes or underscores, starting with a letter or digit.",
      ],
      [{ username: "taken.name" }, "username", "This username is already taken."],
      [{ confirmPassword: "Something-else-9" }, "confirmPassword", "The two password fields didn't match."],
      [{ password: "12345678", confirmPassword: "12345678" }, "password", "This password is entirely numeric."],
      [{ dob: "2017-02-31" }, "dob", "Date of birth must be a real date in the past."],
      [{ dob: "0000-01-01" }, "dob", "Date of birth must be a real date in the past."],
      [{ dob: "12/04/2017" }, "dob", "Date of birth must be written YYYY-MM-DD."],
      [{ dob: "" }, "dob", "Date of birth is required."],
      [
        { timeLimits: [{ dayOfTheWeek: "Funday", timeLimit: "1" }] },
        "timeLimits.0.dayOfTheWeek",
        "dayOfTheWeek must be a weekday from Monday to Sunday.",
      ],
      [
        { timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "25" }] },
        "timeLimits.0.timeLimit",
        "Enter a time limit as hours (0-23), HH:MM:SS or 'No Limit'.",
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await call(childPOST, { token: parent.token, body: childInput(over) });
      expect(res.status, JSON.stringify(over)).toBe(400);
      expect(res.body.details[field], JSON.stringify(over)).toContain(message);
    }
    expect((await call(childPOST, { token: parent.token, body: "not json" })).status).toBe(400);
    expect(await prisma.parentChild.count({ where: { parentId: parent.user.id } })).toBe(0);
  });

  it("401 anonymous, 403 teacher and student, 404 for another parent's child", async () => {
    const a = await parentWithChild();
    const b = await createSignedIn({ role: "parent" });
    const teacher = await createSignedIn({ role: "teacher" });
    const kid = await childToken(a.child.username);
    const params = { id: a.child.id };
    expect((await call(childrenGET)).status).toBe(401);
    expect((await call(childPOST, { body: childInput() })).status).toBe(401);
    for (const token of [teacher.token, kid]) {
      expect((await call(childrenGET, { token })).status).toBe(403);
      expect((await call(childPOST, { token, body: childInput() })).status).toBe(403);
      expect((await call(childGET, { token, params })).status).toBe(403);
      expect((await call(childDELETE, { token, method: "DELETE", params })).status).toBe(403);
      expect(
        (await call(passwordPUT, { token, method: "PUT", params, body: { password: "New-Pass-Word-5" } })).status,
      ).toBe(403);
    }
    expect((await call(childGET, { token: b.token, params })).status).toBe(404);
    expect((await call(childDELETE, { token: b.token, method: "DELETE", params })).status).toBe(404);
    expect(
      (await call(passwordPUT, { token: b.token, method: "PUT", params, body: { password: "New-Pass-Word-5" } }))
        .status,
    ).toBe(404);
    expect((await call(childrenGET, { token: b.token })).body).toEqual([]);
    expect(await prisma.user.count({ where: { id: a.child.id } })).toBe(1);
  });
});

describe("GET /parent/child/ and GET /parent/child/{id}", () => {
  it("each entry of the list equals the child's own read: class, limits, thresholds, progress, friends", async () => {
    // A school child with the teacher's and the parent's limits, and a family-made child with progress.
    const { teacher, student, parent, childId } = await teacherStudentWithParent();
    const tp = { classId: teacher.classId, studentId: student.id };
    const monday = student.timeLimits.find((d: { dayOfTheWeek: string }) => d.dayOfTheWeek === "Monday")!;
    await call(teacherScreenPUT, {
      token: teacher.token,
      method: "PUT",
      params: { ...tp, id: monday.id },
      body: { timeLimit: "2" },
    });
    await call(teacherThresholdPOST, { token: teacher.token, params: tp, body: { grade: "Grade 3", level: "Yellow" } });
    await call(timePUT, {
      token: parent.token,
      method: "PUT",
      params: { id: childId },
      body: { timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "01:30" }] },
    });
    await call(thresholdPOST, {
      token: parent.token,
      params: { id: childId },
      body: { grade: "Grade 5", level: "Green" },
    });
    await call(thresholdPOST, {
      token: parent.token,
      params: { id: childId },
      body: { grade: "Grade 3", level: "Green" },
    });
    await attemptRows(student.id, [{ puzzleId: "first-steps", outcome: "perfect" }]);

    const made = await call(childPOST, {
      token: parent.token,
      body: childInput({ fullname: "Ada Lovelace", timeLimits: [{ dayOfTheWeek: "Saturday", timeLimit: "2" }] }),
    });
    expect(made.status).toBe(201);
    const kid = await childToken(made.body.username);
    expect((await attempt(kid, "repeat-walk", solutionOf("repeat-walk"))).body.solved).toBe(true);
    await call(thresholdPOST, {
      token: parent.token,
      params: { id: made.body.id },
      body: { grade: "Grade 2", level: "Orange" },
    });

    // Friends: one named by first name only, one with no name at all (shown by username), both accepted.
    const plato = await parentWithChild({ fullname: "Plato" });
    const nameless = await parentWithChild();
    await prisma.user.update({ where: { id: nameless.child.id }, data: { firstname: "", lastname: "" } });
    for (const [from, other] of [
      [made.body.username, plato],
      [made.body.username, nameless],
      [nameless.child.username, null],
    ] as const) {
      const to = other ?? parent;
      const sent = await call(friendPOST, {
        token: other ? parent.token : nameless.token,
        body: {
          student_username: from,
          username_or_email: other
            ? other.child.username
            : (await prisma.user.findUniqueOrThrow({ where: { id: childId } })).username,
        },
      });
      expect(sent.status, JSON.stringify(sent.body)).toBe(201);
      const ok = await call(answerPUT, {
        token: to.token,
        method: "PUT",
        params: { id: sent.body.id },
        body: { accepted: true },
      });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    }

    const list = await call(childrenGET, { token: parent.token });
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(2);
    for (const entry of list.body) {
      const one = await call(childGET, { token: parent.token, params: { id: entry.id } });
      expect(one.status).toBe(200);
      expect(entry).toEqual(one.body);
    }
    const [ada, school] = [...list.body].sort((a, b) => (a.id === made.body.id ? -1 : b.id === made.body.id ? 1 : 0));
    // The comparison covered what matters: friends, limits, thresholds, progress and the class.
    expect(ada.friend.map((f: { fullName: string }) => f.fullName)).toEqual(["Plato", nameless.child.username]);
    // The current unit's packs of the levels open to Ada (her birth date's grade), as her own page opens them.
    const adaLevels = (await call(infoGET, { token: kid })).body.openLevels as string[];
    expect(ada.progress.topic.map((t: { title: string }) => t.title)).toEqual(unitTopics("Loops", adaLevels));
    expect(ada.skills).toEqual([{ id: "loops", title: "Repeating steps with loops", level: 1 }]);
    expect(ada.levelThresholds).toMatchObject([{ grade: "Grade 2", level: "Orange" }]);
    expect(school.classroom).toMatchObject({ id: teacher.classId });
    expect(school.friend).toHaveLength(1);
    expect(school.levelThresholds.map((t: { grade: string }) => t.grade)).toEqual(["Grade 3", "Grade 5"]);
    expect(school.effectiveLimits.levelThresholds[0]).toMatchObject({ grade: "Grade 3", setBy: { role: "parent" } });
    expect(school.effectiveLimits.timeLimits[0]).toMatchObject({ dayOfTheWeek: "Monday", timeLimit: "01:30:00" });
    expect(school.progress.current).toMatchObject({ title: "Basics", progress: 17 });
  });
});

describe("PUT /parent/child/{id}/update-password/", () => {
  it("changes the password, signs the child out, and refuses a weak one", async () => {
    const p = await parentWithChild();
    const kid = await childToken(p.child.username);
    const params = { id: p.child.id };
    const weak = await call(passwordPUT, { token: p.token, method: "PUT", params, body: { password: "short" } });
    expect(weak.status).toBe(400);
    expect(weak.body.details.password).toContain("This password is too short. It must contain at least 8 characters.");
    const mismatch = await call(passwordPUT, {
      token: p.token,
      method: "PUT",
      params,
      body: { password: "Green-Hill-88", confirmPassword: "Green-Hill-89" },
    });
    expect(mismatch.body.details.confirmPassword).toEqual(["The two password fields didn't match."]);
    const ok = await call(passwordPUT, { token: p.token, method: "PUT", params, body: { password: "Green-Hill-88" } });
    expect(ok.status).toBe(200);
    expect((await call(loginPOST, { body: { username: p.child.username, password: CHILD_PASSWORD } })).status).toBe(
      400,
    );
    expect((await call(loginPOST, { body: { username: p.child.username, password: "Green-Hill-88" } })).status).toBe(
      200,
    );
    // The session the old password opened is over.
    expect((await call(ownProgressGET, { token: kid })).status).toBe(401);
  });
});

describe("DELETE /parent/child/{id}", () => {
  it("deletes a family-made child with every personal row and leaves the parent and other families alone", async () => {
    const p = await parentWithChild();
    const other = await parentWithChild();
    const kid = await childToken(p.child.username);
    await attempt(kid, "repeat-walk", solutionOf("repeat-walk"));
    await call(friendPOST, {
      token: p.token,
      body: { student_username: p.child.username, username_or_email: other.child.username },
    });
    const student = await prisma.student.findUniqueOrThrow({ where: { userId: p.child.id } });
    const before = await rowsMentioning([p.child.id, student.id]);
    expect(Object.keys(before).sort()).toEqual(
      expect.arrayContaining([
        "auth_session",
        "friend_request",
        "parent_child",
        "parent_time_limit",
        "student",
        "puzzle_attempt",
        "user",
      ]),
    );
    const res = await call(childDELETE, { token: p.token, method: "DELETE", params: { id: p.child.id } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: p.child.id, deleted: true });
    // Only the append-only audit log still holds the child's id, never their username (docs/decisions/140).
    const { audit_log: auditRows = 0, ...left } = await rowsMentioning([p.child.id, student.id]);
    expect(left).toEqual({});
    expect(auditRows).toBeGreaterThan(0);
    expect(await prisma.auditLog.count({ where: { actorUsername: p.child.username } })).toBe(0);
    expect(await prisma.user.count({ where: { id: { in: [p.user.id, other.child.id] } } })).toBe(2);
    expect((await call(childrenGET, { token: p.token })).body).toEqual([]);
  });

  it("unlinks a child who is in a school class and says why; the teacher still has the student", async () => {
    const { teacher, student, parent, childId } = await teacherStudentWithParent();
    const res = await call(childDELETE, { token: parent.token, method: "DELETE", params: { id: childId } });
    expect(res.status).toBe(200);
    expect(res.body.deleted).toBe(false);
    expect(res.body.detail).toContain("is in a school class, so the account stays with the school");
    expect((await call(childrenGET, { token: parent.token })).body).toEqual([]);
    expect((await call(childGET, { token: parent.token, params: { id: childId } })).status).toBe(404);
    expect(
      (await call(studentGET, { token: teacher.token, params: { classId: teacher.classId, studentId: student.id } }))
        .status,
    ).toBe(200);
  });
});
