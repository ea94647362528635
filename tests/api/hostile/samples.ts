// The hostile-input corpus's valid requests (tests/api/hostile-input*.test.ts): a body per route and method and the
// query keys a GET reads, each of which the corpus then spoils one field at a time.
import { day } from "../../support/curriculum-factories";
import { event, student, type World } from "./world";
import { registerClassroomToken } from "../../support/google-classroom-standin";

/** A Google token the stand-in knows, teaching one course (issue 42), so spoilt fields reach Sprout's own checks. */
function classroomToken(): string {
  const token = `ya29.hostile-${Math.random().toString(36).slice(2)}`;
  registerClassroomToken(token, [
    { id: "4242", name: "Hostile course", students: [{ userId: "1001", givenName: "Ada", familyName: "King" }] },
  ]);
  return token;
}

/** A valid body per route and method, so one bad field at a time reaches the deepest validation. */
export const SAMPLES: Record<string, (w: World) => unknown> = {
  "POST /api/academics/calendar/schedules": () => event,
  "PUT /api/academics/calendar/schedules/[id]": () => event,
  "PUT /api/academics/calendar/[eventId]": () => event,
  "DELETE /api/academics/calendar/schedules/delete": (w) => ({ Id: w.eventId }),
  "PATCH /api/academics/class/[classId]/levelthreshold": () => ({
    levelThresholds: [{ grade: "Grade 2", level: "Green" }],
  }),
  "PATCH /api/academics/class/[classId]/screentime": () => ({
    timeLimits: [{ dayOfTheWeek: "Monday", timeLimit: "No Limit" }],
  }),
  "POST /api/academics/class/[classId]/student/[studentId]/level-threshold": () => ({
    grade: "Grade 2",
    level: "Green",
  }),
  "PUT /api/academics/class/[classId]/student/[studentId]": () => ({
    student: { firstName: "Ada", lastName: "King", dob: "2016-05-04" },
  }),
  "PUT /api/academics/class/[classId]/student/[studentId]/screen-time/[id]": () => ({
    timeLimit: "2",
    dayOfTheWeek: "Monday",
  }),
  "POST /api/academics/class/[classId]/student": () => ({
    student: { ...student, username: "grace.h", email: "grace@school.test" },
  }),
  "POST /api/academics/class": () => ({
    className: "Coders",
    grade: "Grade 2",
    subject: "CS",
    roomNumber: "4",
    color: "green",
    student: { ...student, username: "alan.t", email: "alan@school.test" },
  }),
  "POST /api/academics/classroom/courses": () => ({ accessToken: classroomToken() }),
  "POST /api/academics/classroom/import": () => ({ accessToken: classroomToken(), courseIds: ["4242"] }),
  "POST /api/academics/class/[classId]/classroom": () => ({ accessToken: classroomToken() }),
  "PUT /api/academics/comment/[id]": () => ({ text: "Great loops today" }),
  "POST /api/academics/comment/student/[id]": () => ({ text: "Great loops today" }),
  "POST /api/academics/class/[classId]/student/[studentId]/feedback": () => ({
    puzzleId: "first-steps",
    text: "Try a loop here",
  }),
  "POST /api/users/student/feedback/seen": () => ({ ids: ["00000000-0000-4000-8000-000000000000"] }),
  "PUT /api/academics/curriculums/units/[unitId]/assignment/[id]": (w) => ({
    title: "Maze",
    start_date: day(0),
    end_date: day(9),
    number: 3,
    skills: [{ skillId: "1A-AP-08" }],
    students: [w.studentId],
    status: "assigned",
  }),
  "POST /api/academics/curriculums/units/[unitId]/assignment": (w) => ({
    title: "Maze",
    start_date: day(0),
    end_date: day(9),
    number: 3,
    skills: [{ skillId: "1A-AP-08" }],
    students: [w.studentId],
  }),
  "PUT /api/academics/curriculums/units/[unitId]/lessons/[id]": () => ({ text: "Loops repeat things" }),
  "POST /api/academics/curriculums/units/[unitId]/lessons": () => ({ text: "Loops repeat things" }),
  "PUT /api/academics/curriculums/units/[unitId]": () => ({
    title: "Loops",
    start_date: "2027-03-01",
    end_date: "2027-04-01",
    is_current: false,
  }),
  "POST /api/academics/curriculums/units": (w) => [
    {
      title: "Loops",
      standard: "CSTA",
      level: "Green",
      grades: ["1"],
      description: "",
      is_current: false,
      is_finished: false,
      start_date: "2027-03-01",
      end_date: "2027-04-01",
      class_model: w.classId,
    },
  ],
  "PUT /api/academics/notes": () => ({ text: "<b>Bring</b> robots" }),
  "POST /api/auth/calendar": () => ({ access_token: "ya29.token" }),
  "POST /api/auth/confirm-email": () => ({ key: "some-key" }),
  "POST /api/auth/google": () => ({ access_token: "ya29.token", role: "teacher" }),
  "POST /api/auth/login": (w) => ({ username: w.adultUsername, password: "wrong-password-1" }),
  "POST /api/auth/registration/resend-email": () => ({ email: "someone@school.test" }),
  "POST /api/auth/registration": () => ({
    role: "student",
    email: "kid@school.test",
    username: "kid.one",
    firstname: "Kid",
    password1: "Tulip-Garden-77",
    password2: "Tulip-Garden-77",
    terms: true,
    grade: "Grade 3",
    dob: "2017-01-02",
  }),
  "POST /api/auth/social/confirm-add-role": () => ({ confirmation_token: "abc" }),
  "POST /api/auth/token/refresh": () => ({ refresh: "not.a.token" }),
  "PUT /api/auth/user": () => ({ firstname: "Ada", dob: "1990-01-02", country: "Canada" }),
  "POST /api/auth/user/email": () => ({ email: "new.address@school.test", password: "wrong-password-1" }),
  "PATCH /api/auth/user": () => ({ firstname: "Ada", dob: "1990-01-02", country: "Canada" }),
  "POST /api/contact/institution": () => ({
    name: "Ada",
    email: "ada@school.test",
    institution: "Hill School",
    message: "We would like Sprout for our school.",
    students: 40,
  }),
  "PUT /api/users/accessibility": () => ({ biggerText: 1 }),
  "POST /api/chat/teacher": (w) => ({ parentId: w.adultId, childId: w.studentUserId }),
  "POST /api/chat/parent": (w) => ({ teacherId: w.adultId, childId: w.studentUserId }),
  "POST /api/chat/teacher/message/[id]": () => ({ text: "See https://sprout.test/maze" }),
  "POST /api/chat/parent/message/[id]": () => ({ text: "Thank you!" }),
  "POST /api/chat/teacher/message/[id]/read": () => ({ upTo: 1 }),
  "POST /api/chat/parent/message/[id]/read": () => ({ upTo: 1 }),
  "PUT /api/chat/teacher/quiet-hours": () => ({
    quietHours: { start: "21:00", end: "07:00", timeZone: "America/Toronto" },
  }),
  "POST /api/chat/message/[id]/report": () => ({ reason: "Unkind words" }),
  "POST /api/organization/admin": () => ({ name: "Maple", description: "A school", invite_code: "MAPLE-2" }),
  "POST /api/organization/role": (w) => ({
    name: "Helper",
    description: "Helps in class",
    kind: "teacher",
    organization: w.organizationId,
  }),
  "POST /api/organization/[id]/invite": (w) => ({ email: "new.teacher@school.test", role: w.organizationRoleId }),
  // The OneRoster upload is a form; as JSON its fields are read and the missing zip refused (400).
  "POST /api/organization/[id]/oneroster": () => ({ dryRun: "true", applyRemovals: "false" }),
  "PUT /api/organization/invitations/[id]": () => ({ status: 1 }),
  "POST /api/organization/license/admin": () => ({
    name: "Classroom",
    description: "One class for a year",
    price: "120.00",
    duration: 365,
    seats: 30,
  }),
  "POST /api/organization/license/requests/[orgId]": (w) => ({ license: w.spareLicenseId }),
  "PUT /api/organization/license/requests/[orgId]/[requestId]": () => ({ status: "granted" }),
  "POST /api/users/student/heartbeat": () => ({ puzzleId: "first-steps" }),
  "POST /api/users/student/help-request": () => ({ puzzleId: "first-steps" }),
  "PUT /api/users/student/puzzle-drafts/[puzzleId]": () => ({
    program: { blocks: { languageVersion: 0, blocks: [{ type: "sprout_start", id: "start" }] } },
  }),
};
export const GENERIC_SAMPLE = {
  name: "Ada",
  title: "Loops",
  text: "hello",
  email: "ada@school.test",
  date: "2027-03-01",
  when: "2027-03-01T10:00:00Z",
  count: 1,
};

/** Query keys a GET reads, with a valid value each (a generic key for the rest). */
export const QUERY_SAMPLES: Record<string, Record<string, string>> = {
  "/api/academics/calendar/schedules": { from: "2027-03-01T00:00:00Z", to: "2027-04-01T00:00:00Z" },
  "/api/academics/curriculums/units": { class_model: "" },
  "/api/academics/teacher/username": { firstName: "Ada", lastName: "Lovelace" },
  "/api/teachers/class/[id]/print-student-logins": { paper: "a4" },
  "/api/academics/curriculums/standards": { standard: "CSTA" },
  "/api/chat/stream": { lastEventId: "0" },
  "/api/organization/[id]/users": { page: "1", pageSize: "10" },
  "/api/organization/[id]/users/students": { page: "1", pageSize: "10" },
  "/api/organization/[id]/invite": { page: "1", pageSize: "10" },
  "/api/chat/teacher/message/[id]": { before: "100", limit: "20" },
  "/api/chat/parent/message/[id]": { before: "100", limit: "20" },
  "/api/organization/[id]/audit-logs": {
    actor: "ada",
    action: "class.create",
    record: "class",
    from: "2026-01-01",
    to: "2026-12-31",
    page: "1",
    pageSize: "20",
  },
  "/api/organization/[id]/audit-logs/export": { actor: "ada", action: "class", from: "2026-01-01", to: "2026-12-31" },
  "/api/organization/[id]/audit-logs/verify": { seq: "1", hash: "0".repeat(64) },
  "/api/academics/class/[classId]/student/[studentId]/puzzle-progress": { puzzleId: "count-the-steps" },
  "/api/academics/class/[classId]/student/[studentId]/attempts": { puzzleId: "first-steps" },
  "/api/academics/class/[classId]/student/[studentId]/feedback": { puzzleId: "first-steps" },
  "/api/parent/child/[id]/attempts": { puzzleId: "first-steps" },
  "/api/users/student/feedback": { puzzleId: "first-steps" },
  // These read no query: they get hostile params, headers and a stray key like every route.
  "/api/chat/reports": {},
  "/api/organization/[id]/analytics": {},
  "/api/parent/child/[id]/export": { format: "json" },
  "/api/organization/[id]/export": {},
  "/api/organization/[id]/oneroster": {},
  "/api/organization/[id]/oneroster/[importId]": {},
};
