// The authorization matrix's rows for the public site and people's own settings: contact, health, the API
// description, accessibility, a student's own activity and the dictionary.

import { randomUUID } from "node:crypto";
import { all, IDENTITIES, NOBODYS, publicRoute, signedIn, student, teachers, type Rows } from "./shared";

export const PUBLIC_ROWS: Rows = {
  // ---------------------------------------------------------------- public site and people's own settings
  "POST /api/contact/institution": {
    expect: publicRoute(201),
    // Inquiries are limited per address and per e-mail (docs/decisions/071): each identity writes from its own.
    body: (w) => ({
      name: "Pat",
      email: `pat${w.unique()}@school.test`,
      institution: "Matrix School",
      message: "We would like Sprout for our school.",
    }),
    headers: (_w, who) => ({ "x-sprout-peer": `10.9.0.${IDENTITIES.indexOf(who) + 1}` }),
  },
  "GET /api/health": { expect: publicRoute(200) },
  // Issue 42: the school's own sign-in starts and ends for anyone; a school without one, or an answer to no sign-in
  // in flight, is sent back to the login page saying so (303).
  "GET /api/auth/school/start": { expect: publicRoute(303), query: (w) => ({ organization: w.organizationId }) },
  "GET /api/auth/school/callback": { expect: publicRoute(303), query: () => ({ state: "no-such-sign-in", code: "x" }) },
  // The API description is public (docs/decisions/236).
  "GET /api/openapi.json": { expect: publicRoute(200) },
  "GET /api/users/accessibility": { expect: signedIn(200) },
  "PUT /api/users/accessibility": { expect: signedIn(200), body: () => ({ biggerText: 1 }) },
  // A child reads their own progress, derived from their attempts; nobody writes it (docs/decisions/160).
  "GET /api/users/student/progress": { expect: { ...all(403), anonymous: 401, student: 200 } },
  // A student's own coding activity (issue 14): only the student; a teacher resets puzzle progress.
  "POST /api/users/student/puzzle-attempts": {
    expect: { ...all(403), anonymous: 401, student: 200 },
    body: () => ({
      id: randomUUID(),
      puzzleId: "first-steps",
      program: { blocks: { languageVersion: 0, blocks: [] } },
    }),
  },
  "POST /api/users/student/heartbeat": { expect: { ...all(403), anonymous: 401, student: 200 } },
  // "I need help" (issue 39): the child raises and lowers their own hand; a class's teacher lowers it too.
  "POST /api/users/student/help-request": {
    expect: { ...all(403), anonymous: 401, student: 201 },
    body: () => ({ puzzleId: "first-steps" }),
  },
  "GET /api/users/student/help-request": { expect: { ...all(403), anonymous: 401, student: 200 } },
  "DELETE /api/users/student/help-request": { expect: { ...all(403), anonymous: 401, student: 200 } },
  // A child's notes from their teachers (issue 39): only the child, their own; marking seen names notes by id.
  "GET /api/users/student/feedback": { expect: { ...all(403), anonymous: 401, student: 200 } },
  "POST /api/users/student/feedback/seen": {
    expect: { ...all(403), anonymous: 401, student: 204 },
    body: () => ({ ids: [NOBODYS] }),
  },
  // The program in progress, kept for next time (issue 23, docs/decisions/218): only the student, for themselves.
  "PUT /api/users/student/puzzle-drafts/[puzzleId]": {
    expect: { ...all(403), anonymous: 401, student: 204 },
    params: () => ({ puzzleId: "first-steps" }),
    body: () => ({ program: { blocks: { languageVersion: 0, blocks: [{ type: "sprout_start", id: "start" }] } } }),
  },
  "GET /api/users/student-info": { expect: { ...all(403), anonymous: 401, student: 200 } },
  "DELETE /api/academics/class/[classId]/student/[studentId]/help-request": { expect: teachers(200), params: student },
  "DELETE /api/academics/class/[classId]/student/[studentId]/puzzle-progress": {
    expect: teachers(200, 200, 404, 403),
    params: student,
  },
  "GET /api/v2/entries/en/[word]": { expect: publicRoute(200), params: () => ({ word: "loop" }) },
};
