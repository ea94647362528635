// The authorization matrix's rows for parents (issue 10): their children, friends, links and consent, and the
// teacher's side of family links.

import { child, NOBODYS, parentsOnly, student, teachers, type Rows } from "./shared";

export const PARENT_ROWS: Rows = {
  // ---------------------------------------------------------------- parents (issue 10, docs/decisions/100-104)
  // The parent identity is linked to the class's student; every other parent's child answers 404 like a missing one.
  // Rows that would delete the child, change its password or unlink its parent use an id nobody owns.
  "GET /api/parent/child": { expect: parentsOnly(200) },
  "POST /api/parent/child": {
    expect: parentsOnly(201),
    body: (w) => ({
      fullname: "Matrix Kid",
      username: `kid${w.unique()}`,
      password: "Tulip-Garden-2031",
      confirmPassword: "Tulip-Garden-2031",
      dob: "2017-04-02",
    }),
  },
  "GET /api/parent/child/[id]": { expect: parentsOnly(200), params: child },
  "PUT /api/parent/child/[id]": {
    expect: parentsOnly(200),
    params: child,
    body: () => ({ codingExperience: "beginner" }),
  },
  "DELETE /api/parent/child/[id]": { expect: parentsOnly(404), params: () => ({ id: NOBODYS }) },
  "GET /api/parent/child/[id]/progress": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/attempts": { expect: parentsOnly(200), params: child },
  // A parent's rights over the child's data (docs/decisions/186).
  "GET /api/parent/child/[id]/export": { expect: parentsOnly(200), params: child, query: () => ({ format: "csv" }) },
  "GET /api/parent/child/[id]/data-summary": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/block-progress": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/block-skills": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/skills": { expect: parentsOnly(200), params: child },
  "GET /api/parent/child/[id]/login-card": { expect: parentsOnly(200), params: child },
  "PUT /api/parent/child/[id]/update-password": {
    expect: parentsOnly(404),
    params: () => ({ id: NOBODYS }),
    body: () => ({ password: "Tulip-Garden-2031", confirmPassword: "Tulip-Garden-2031" }),
  },
  "PUT /api/parent/child/time-limit/[id]": {
    expect: parentsOnly(200),
    params: child,
    body: () => ({ timeLimits: [{ dayOfTheWeek: "Sunday", timeLimit: "02:00:00" }] }),
  },
  "POST /api/parent/child/level_thresholds_limit/child/[id]": {
    expect: parentsOnly(200),
    params: child,
    body: () => ({ grade: "Grade 2", level: "Green" }),
  },
  // To nobody: the same 400 whether or not a child by that name exists (decision 102).
  "POST /api/parent/child/friend-request": {
    // A request to nobody is kept like any other (docs/decisions/162).
    expect: parentsOnly(201),
    body: (w) => ({ student_username: "matrix.ada", username_or_email: `nobody${w.unique()}@matrix.test` }),
  },
  "PUT /api/parent/child/friend-request/[id]": {
    expect: parentsOnly(404),
    params: () => ({ id: NOBODYS }),
    body: () => ({ status: "accepted" }),
  },
  "GET /api/parent/parent-friend-list": { expect: parentsOnly(200) },
  "POST /api/parent/child/link": { expect: parentsOnly(400), body: () => ({ code: "K7QF-2MXH" }) },
  "POST /api/parent/consent": { expect: parentsOnly(404), body: () => ({ key: "no-such-consent-key" }) },
  "GET /api/users/student/[id]/screen-time": { expect: parentsOnly(200), params: child },
  "GET /api/users/student/[id]/threshold-limit": { expect: parentsOnly(200), params: child },
  // The teacher's side of family links (decision 103).
  // Write access to the student for all three (the family holds the parents' e-mails): the parent-teacher 403.
  "GET /api/academics/class/[classId]/student/[studentId]/family": {
    expect: teachers(200, 200, 404, 403),
    params: student,
  },
  "POST /api/academics/class/[classId]/student/[studentId]/family": {
    expect: teachers(201, 201, 404, 403),
    params: student,
  },
  "DELETE /api/academics/class/[classId]/student/[studentId]/family/[parentId]": {
    expect: teachers(404, 404, 404, 403),
    params: (w) => ({ ...student(w), parentId: NOBODYS }),
  },
};
