import { describe, expect, it } from "vitest";
import { todayIn } from "./dates";
import {
  ASSIGNMENT_MESSAGES as M,
  assignmentErrors,
  keptStart,
  questionCount,
  type AssignmentDraft,
} from "./assignment-rules";

const TODAY = todayIn(new Date("2030-03-14T10:00:00Z"));
const draft = (over: Partial<AssignmentDraft> = {}): AssignmentDraft => ({
  title: "Loop practice",
  isCurrent: true,
  startDate: null,
  endDate: "2030-03-20",
  number: 5,
  skills: ["1A-AP-10"],
  students: ["s1"],
  ...over,
});

describe("assignment rules (SPEC §5)", () => {
  it("accepts a complete current assignment in a current unit", () => {
    expect(assignmentErrors(draft(), "current", TODAY)).toEqual([]);
  });

  it("lists the field messages word for word, all at once", () => {
    const errors = assignmentErrors(
      { title: "  ", isCurrent: true, startDate: null, endDate: null, number: null, skills: [], students: [] },
      "current",
      TODAY,
    );
    expect(errors).toEqual([
      "Kindly Add an assignment title",
      "Kindly add an end date/deadline",
      "Kindly set number of questions",
      "Select one or more assignment skills",
      "Select students(s) to be assigned to this tasks",
    ]);
    expect(assignmentErrors(draft({ number: 0 }), "current", TODAY)).toEqual([M.number]);
  });

  it("takes no number of questions when puzzles are ticked: it counts them (issue 39)", () => {
    expect(assignmentErrors(draft({ number: null, puzzles: ["a", "b"] }), "current", TODAY)).toEqual([]);
    expect(assignmentErrors(draft({ number: null, puzzles: [] }), "current", TODAY)).toEqual([M.number]);
    expect(questionCount(null, ["a", "b", "b", "c"])).toBe(3);
    expect(questionCount(0, ["a"])).toBe(1);
    expect(questionCount(8, ["a", "b"])).toBe(8);
  });

  it("wants a start date after today when scheduled for later", () => {
    expect(assignmentErrors(draft({ isCurrent: false }), "current", TODAY)).toEqual([
      "Assignment should have a start date since it is scheduled for later",
    ]);
    expect(assignmentErrors(draft({ isCurrent: false, startDate: TODAY }), "current", TODAY)).toEqual([
      "Assignment date should not be todays since it is schedule for later",
    ]);
    expect(assignmentErrors(draft({ isCurrent: false, startDate: "2030-03-13" }), "current", TODAY)).toEqual([
      M.laterToday,
    ]);
    expect(assignmentErrors(draft({ isCurrent: false, startDate: "2030-03-15" }), "current", TODAY)).toEqual([]);
  });

  it("refuses a past unit and an upcoming unit", () => {
    expect(assignmentErrors(draft(), "past", TODAY)).toEqual([
      "The Current Unit is a past current, therefore, assignments cannot be added",
    ]);
    expect(assignmentErrors(draft(), "upcoming", TODAY)).toEqual([
      "This unit is scheduled for a later date, kindly update to current before adding assignments",
    ]);
  });

  it("wants the deadline strictly after the start", () => {
    expect(assignmentErrors(draft({ endDate: TODAY }), "current", TODAY)).toEqual([
      "Deadline should be after the start date",
    ]);
    expect(assignmentErrors(draft({ endDate: "2030-03-10" }), "current", TODAY)).toEqual([M.deadline]);
    expect(assignmentErrors(draft({ endDate: "2030-03-15" }), "current", TODAY)).toEqual([]);
    expect(
      assignmentErrors(draft({ isCurrent: false, startDate: "2030-03-16", endDate: "2030-03-16" }), "current", TODAY),
    ).toEqual([M.deadline]);
    expect(
      assignmentErrors(draft({ isCurrent: false, startDate: "2030-03-16", endDate: "2030-03-17" }), "current", TODAY),
    ).toEqual([]);
  });

  it("on an edit, skips the unit checks and keeps the start it had", () => {
    expect(
      assignmentErrors(
        draft({ isCurrent: false, startDate: "2030-03-01", endDate: "2030-03-20" }),
        null,
        TODAY,
        "2030-03-01",
      ),
    ).toEqual([]);
    expect(assignmentErrors(draft({ endDate: "2030-03-05" }), null, TODAY, "2030-03-05")).toEqual([M.deadline]);
    expect(assignmentErrors(draft({ title: "" }), null, TODAY)).toEqual([M.title]);
  });

  it("keeps the stored start only when the flag and a later start are unchanged", () => {
    const stored = { isCurrent: false, startDate: "2030-03-01" };
    expect(keptStart(stored, { isCurrent: false, startDate: "2030-03-01" })).toBe("2030-03-01");
    expect(keptStart(stored, { isCurrent: false, startDate: "2030-03-20" })).toBeNull();
    expect(keptStart(stored, { isCurrent: true, startDate: null })).toBeNull();
    expect(keptStart({ isCurrent: true, startDate: "2030-03-01" }, { isCurrent: true, startDate: null })).toBe(
      "2030-03-01",
    );
  });
});
