// The authorization matrix's rows for the curriculum: standards, units, lessons and assignments.

import { everyTeacher, teachers, unit, type Rows } from "./shared";

/** A current assignment due in a week, as the assignment modal posts it. */
export function assignmentBody(studentId: string) {
  const due = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  return {
    title: "Quiz",
    is_current: true,
    start_date: null,
    end_date: due,
    number: 3,
    skills: [{ skillId: "1A-AP-10" }],
    students: [studentId],
    status: "assigned",
  };
}

export const CURRICULUM_ROWS: Rows = {
  // ---------------------------------------------------------------- curriculum
  "GET /api/academics/curriculums/standards": { expect: everyTeacher(200), query: () => ({ set: "CSTA" }) },
  "GET /api/academics/curriculums/units": { expect: everyTeacher(200) },
  // A unit once per class (issue 39): the co-teacher and the owner each create one of their own name.
  "POST /api/academics/curriculums/units": {
    expect: teachers(201, 201, 404),
    body: (w) => {
      const today = new Date().toISOString().slice(0, 10);
      const end = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
      return [
        {
          title: `Matrix unit ${w.unique()}`,
          standard: "CSTA",
          level: "Green",
          grades: ["1"],
          is_current: true,
          start_date: today,
          end_date: end,
          class_model: w.classId,
        },
      ];
    },
  },
  "PUT /api/academics/curriculums/units/[unitId]": {
    expect: teachers(200),
    params: unit,
    body: () => ({ description: "Edited" }),
  },
  "DELETE /api/academics/curriculums/units/[unitId]": {
    expect: teachers(204),
    params: (w, who) => ({ unitId: who === "coTeacher" ? w.spareUnitId : w.unitId }),
  },
  "POST /api/academics/curriculums/units/[unitId]/assignment": {
    expect: teachers(201),
    params: unit,
    body: (w) => assignmentBody(w.studentId),
  },
  "PUT /api/academics/curriculums/units/[unitId]/assignment/[id]": {
    expect: teachers(200),
    params: (w) => ({ unitId: w.unitId, id: w.assignmentId }),
    body: (w) => assignmentBody(w.studentId),
  },
  "GET /api/academics/curriculums/units/[unitId]/assignments": { expect: teachers(200), params: unit },
  "GET /api/academics/curriculums/units/[unitId]/lessons": { expect: teachers(200), params: unit },
  "POST /api/academics/curriculums/units/[unitId]/lessons": {
    expect: teachers(201),
    params: unit,
    body: () => ({ text: "Sequences" }),
  },
  "PUT /api/academics/curriculums/units/[unitId]/lessons/[id]": {
    expect: teachers(200),
    params: (w) => ({ unitId: w.unitId, id: w.lessonId }),
    body: () => ({ text: "Edited" }),
  },
};
