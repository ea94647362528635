// The authorization matrix's rows for a class's students: the roster, settings and progress, comments and a
// child's work and notes.

import { klass, ownersOnly, student, teachers, type Rows } from "./shared";

export const STUDENT_ROWS: Rows = {
  // ---------------------------------------------------------------- students
  "GET /api/academics/class/[classId]/student": { expect: teachers(200), params: klass },
  "POST /api/academics/class/[classId]/student": {
    expect: teachers(201),
    params: klass,
    body: (w) => ({
      student: { firstName: "Kid", lastName: "Matrix", username: `kid.${w.unique()}`, dob: "2017-03-04" },
    }),
  },
  "POST /api/academics/class/[classId]/student/file": { expect: teachers(200), params: klass, form: (w) => w.csv() },
  "GET /api/academics/class/[classId]/student/file/[jobId]": {
    expect: teachers(200),
    params: (w) => ({ classId: w.classId, jobId: w.jobId }),
  },
  // The creator's own read of an import job (issue 41): the owner started the world's job; its co-teacher did not.
  "GET /api/academics/class/file/[jobId]": { expect: ownersOnly(200), params: (w) => ({ jobId: w.jobId }) },
  "GET /api/academics/class/[classId]/student/[studentId]": { expect: teachers(200, 200, 404, 200), params: student },
  // The parent-teacher reads the student (their child), so a change answers 403, not 404 (docs/decisions/161).
  "PUT /api/academics/class/[classId]/student/[studentId]": {
    expect: teachers(200, 200, 404, 403),
    params: student,
    body: () => ({ firstName: "Ada" }),
  },
  "DELETE /api/academics/class/[classId]/student/[studentId]": {
    expect: teachers(204, 403),
    params: (w) => ({ classId: w.classId, studentId: w.spareStudentId }),
  },
  "GET /api/academics/class/[classId]/student/[studentId]/block-progress": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "GET /api/academics/class/[classId]/student/[studentId]/block-skills": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "GET /api/academics/class/[classId]/student/[studentId]/block-standards": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "POST /api/academics/class/[classId]/student/[studentId]/level-threshold": {
    expect: teachers(200, 200, 404, 403),
    params: student,
    body: () => ({ grade: "3", level: "Yellow" }),
  },
  "GET /api/academics/class/[classId]/student/[studentId]/progress": {
    expect: teachers(200, 200, 404, 200),
    params: student,
  },
  "PUT /api/academics/class/[classId]/student/[studentId]/screen-time/[id]": {
    expect: teachers(200, 200, 404, 403),
    params: (w) => ({ ...student(w), id: w.timeLimitId }),
    body: () => ({ timeLimit: "3" }),
  },
  "GET /api/teachers/class/[id]/print-student-logins": { expect: teachers(200), params: (w) => ({ id: w.classId }) },
  "POST /api/teachers/class/[id]/student/[studentId]/reissue-card": {
    expect: teachers(200),
    params: (w) => ({ id: w.classId, studentId: w.spareStudentId }),
  },

  // ---------------------------------------------------------------- comments (the owner wrote the world's comment)
  // The parent-teacher reads the student (their child) and so gets the list, empty: comments are the teachers'.
  "GET /api/academics/comment/student/[id]": {
    expect: teachers(200, 200, 404, 200),
    params: (w) => ({ id: w.studentId }),
  },
  "POST /api/academics/comment/student/[id]": {
    expect: teachers(201, 201, 404, 403),
    params: (w) => ({ id: w.studentId }),
    body: () => ({ text: "Loops!" }),
  },
  "PUT /api/academics/comment/[id]": {
    expect: teachers(200, 403),
    params: (w) => ({ id: w.commentId }),
    body: () => ({ text: "Edited" }),
  },
  "DELETE /api/academics/comment/[id]": { expect: teachers(204, 403), params: (w) => ({ id: w.commentId }) },

  // ---------------------------------------------------------------- a child's work and notes (issue 39)
  // Only the class's teachers (ACCESS.classWork): the parent-teacher, who teaches no class of their child, is
  // another teacher here (404); a parent reads their own child's work through the parent route below.
  "GET /api/academics/class/[classId]/student/[studentId]/attempts": { expect: teachers(200), params: student },
  "GET /api/academics/class/[classId]/student/[studentId]/feedback": { expect: teachers(200), params: student },
  "POST /api/academics/class/[classId]/student/[studentId]/feedback": {
    expect: teachers(201),
    params: student,
    body: () => ({ puzzleId: "first-steps", text: "Nice loop!" }),
  },
};
