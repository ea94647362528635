// The authorization matrix's rows for a teacher's own things: their schedule and feed, notes and profile.

import { everyTeacher, ownersOnly, publicRoute, type Rows } from "./shared";

const event = { Subject: "Pair coding", StartTime: "2030-01-07T09:00:00Z", EndTime: "2030-01-07T10:00:00Z" };

export const TEACHER_OWN_ROWS: Rows = {
  // ---------------------------------------------------------------- schedule (own records)
  "PUT /api/academics/calendar/[eventId]": {
    expect: ownersOnly(200),
    params: (w) => ({ eventId: w.eventId }),
    body: () => event,
  },
  "DELETE /api/academics/calendar/[eventId]": { expect: ownersOnly(200), params: (w) => ({ eventId: w.eventId }) },
  "GET /api/academics/calendar/calendar": { expect: everyTeacher(200) },
  "POST /api/academics/calendar/calendar": { expect: everyTeacher(200) },
  "GET /api/academics/calendar/feed": { expect: everyTeacher(200) },
  "POST /api/academics/calendar/feed": { expect: everyTeacher(200) },
  "GET /api/academics/calendar/feed/[file]": {
    expect: publicRoute(200),
    params: async (w) => ({ file: await w.feedFile() }),
  },
  "GET /api/academics/calendar/schedules": { expect: everyTeacher(200) },
  "POST /api/academics/calendar/schedules": { expect: everyTeacher(201), body: () => event },
  "PUT /api/academics/calendar/schedules/[id]": {
    expect: ownersOnly(200),
    params: (w) => ({ id: w.eventId }),
    body: () => event,
  },
  "DELETE /api/academics/calendar/schedules/delete": { expect: ownersOnly(200), body: (w) => ({ Id: w.spareEventId }) },

  // ---------------------------------------------------------------- teacher's own
  "GET /api/academics/notes": { expect: everyTeacher(200) },
  "PUT /api/academics/notes": { expect: everyTeacher(200), body: () => ({ text: "<b>Plan</b>" }) },
  "GET /api/academics/teacher": { expect: everyTeacher(200) },
  "GET /api/academics/teacher/username": {
    expect: everyTeacher(200),
    query: () => ({ firstName: "Ada", lastName: "Lovelace" }),
  },
};
