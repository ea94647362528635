import { describe, expect, it } from "vitest";
import { todayIn } from "./dates";
import {
  chooseCurrent,
  chooseUpcoming,
  moveToCurrent,
  moveToPast,
  setUnitDate,
  UNIT_MESSAGES as M,
  unitDateErrors,
  unitSelectionErrors,
  unitStatus,
  type UnitDraft,
} from "./unit-rules";
import { gradeCodeOf, selectLevel, unitsForLevel } from "./presets";

// A controllable clock: 14 March 2030, 10:00 UTC.
const clock = new Date("2030-03-14T10:00:00Z");
const TODAY = todayIn(clock);
const unit = (over: Partial<UnitDraft> = {}): UnitDraft => ({
  title: "Loops",
  isCurrent: true,
  isFinished: false,
  startDate: TODAY,
  endDate: "2030-04-01",
  ...over,
});

describe("today from the clock", () => {
  it("is the calendar day in the teacher's time zone", () => {
    expect(TODAY).toBe("2030-03-14");
    expect(todayIn(new Date("2030-03-14T02:00:00Z"), "America/Chicago")).toBe("2030-03-13");
    expect(todayIn(new Date("2030-03-14T23:30:00Z"), "Asia/Tokyo")).toBe("2030-03-15");
    expect(todayIn(clock, "Not/AZone")).toBe("2030-03-14");
  });
});

describe("unit dates (SPEC §5)", () => {
  it("accepts a current unit starting today and ending later", () => {
    expect(unitDateErrors(unit(), TODAY)).toEqual([]);
  });

  it("names the unit when a start or end date is missing", () => {
    expect(unitDateErrors(unit({ startDate: null }), TODAY)).toEqual(["Loops unit does not have a start/end date"]);
    expect(unitDateErrors(unit({ endDate: null }), TODAY)).toEqual([M.missingDates("Loops")]);
    expect(unitDateErrors(unit({ isCurrent: false, startDate: null, endDate: null }), TODAY)).toEqual([
      M.missingDates("Loops"),
    ]);
  });

  it("refuses the same start and end day", () => {
    const errors = unitDateErrors(unit({ isCurrent: false, startDate: "2030-03-20", endDate: "2030-03-20" }), TODAY);
    expect(errors).toEqual(["Loops start date cannot be the same as end date"]);
  });

  it("lets a current unit have started on or before today, never in the future (issue 39)", () => {
    // Began last Monday (2030-03-11), or at the start of the month: still the class's current unit.
    expect(unitDateErrors(unit({ startDate: "2030-03-11" }), TODAY)).toEqual([]);
    expect(unitDateErrors(unit({ startDate: "2030-03-01" }), TODAY)).toEqual([]);
    expect(unitDateErrors(unit({ startDate: "2030-03-15" }), TODAY)).toEqual([
      "Loops start date should be today's date",
    ]);
    expect(unitDateErrors(unit({ startDate: "2030-03-11", endDate: "2030-03-14" }), TODAY)).toEqual([
      M.endDate("Loops"),
    ]);
  });

  it("on an edit, keeps the checks untouched dates passed when they were set", () => {
    const kept = { start: false, end: false };
    expect(unitDateErrors(unit({ startDate: "2030-03-01" }), TODAY, kept)).toEqual([]);
    expect(unitDateErrors(unit({ startDate: "2030-03-15" }), TODAY, kept)).toEqual([M.currentStart("Loops")]);
    expect(unitDateErrors(unit({ startDate: "2030-03-01", endDate: "2030-03-10" }), TODAY, kept)).toEqual([]);
    expect(
      unitDateErrors(unit({ startDate: "2030-03-01", endDate: "2030-03-10" }), TODAY, { start: false, end: true }),
    ).toEqual([M.endDate("Loops")]);
    expect(
      unitDateErrors(unit({ isCurrent: false, startDate: "2030-03-10", endDate: "2030-04-10" }), TODAY, kept),
    ).toEqual([]);
  });

  it("wants an upcoming unit to start after today", () => {
    expect(unitDateErrors(unit({ isCurrent: false, startDate: TODAY }), TODAY)).toEqual([
      "Loops start date should be a future date since it is upcoming",
    ]);
    expect(unitDateErrors(unit({ isCurrent: false, startDate: "2030-03-13" }), TODAY)).toEqual([
      "Loops start date should be after today's date",
    ]);
    expect(unitDateErrors(unit({ isCurrent: false, startDate: "2030-03-15" }), TODAY)).toEqual([]);
  });

  it("wants the end after the start and after today", () => {
    const msg = "Loops end date should be after it's start date and after today's date";
    expect(unitDateErrors(unit({ endDate: TODAY }), TODAY)).toEqual([M.sameDay("Loops"), msg]);
    expect(unitDateErrors(unit({ endDate: "2030-03-10" }), TODAY)).toEqual([msg]);
    expect(unitDateErrors(unit({ isCurrent: false, startDate: "2030-03-20", endDate: "2030-03-18" }), TODAY)).toEqual([
      msg,
    ]);
    expect(unitDateErrors(unit({ endDate: "2030-03-15" }), TODAY)).toEqual([]);
  });

  it("only checks order for a past unit", () => {
    expect(
      unitDateErrors(
        unit({ isCurrent: false, isFinished: true, startDate: "2030-01-01", endDate: "2030-02-01" }),
        TODAY,
      ),
    ).toEqual([]);
    expect(
      unitDateErrors(unit({ isCurrent: false, isFinished: true, startDate: TODAY, endDate: TODAY }), TODAY),
    ).toEqual([]);
    expect(unitDateErrors(unit({ isFinished: true, startDate: "2030-02-02", endDate: "2030-02-01" }), TODAY)).toEqual([
      M.endDate("Loops"),
    ]);
  });
});

describe("unit selection (SPEC §5 adding units)", () => {
  it("lists every selection message at once", () => {
    expect(unitSelectionErrors({ standard: null, level: null, grades: [], units: [] }, TODAY)).toEqual([
      "Please Select a standard",
      "Please Select a level",
      "Please Select one or more units",
      "Please Select one or more grades",
    ]);
  });

  it("refuses grades outside the chosen level", () => {
    expect(unitSelectionErrors({ standard: "CSTA", level: "Yellow", grades: ["K"], units: [unit()] }, TODAY)).toEqual([
      M.grades,
    ]);
  });

  it("adds each unit's date messages after the selection messages", () => {
    const errors = unitSelectionErrors(
      {
        standard: "CSTA",
        level: "Green",
        grades: ["K", "1"],
        units: [unit(), unit({ title: "Lists", isCurrent: false, startDate: TODAY })],
      },
      TODAY,
    );
    expect(errors).toEqual(["Lists start date should be a future date since it is upcoming"]);
  });
});

describe("moving units (SPEC §4)", () => {
  it("moves to past: not current, finished, ends today", () => {
    const moved = moveToPast(unit({ startDate: "2030-03-01" }), TODAY);
    expect(moved).toMatchObject({ isCurrent: false, isFinished: true, endDate: TODAY, startDate: "2030-03-01" });
    expect(unitStatus(moved)).toBe("past");
  });

  it("moves to current: current, not finished, starts today", () => {
    const moved = moveToCurrent(unit({ isCurrent: false, startDate: "2030-04-01", endDate: "2030-05-01" }), TODAY);
    expect(moved).toMatchObject({ isCurrent: true, isFinished: false, startDate: TODAY, endDate: "2030-05-01" });
    expect(unitStatus(moved)).toBe("current");
    expect(unitStatus({ isCurrent: false, isFinished: false })).toBe("upcoming");
  });
});

describe("selecting units in the form (SPEC §4)", () => {
  const blank = { title: "Loops", isChosen: false, isCurrent: false, startDate: null, endDate: null };

  it("'current' toggles chosen, marks current and starts today", () => {
    const once = chooseCurrent(blank, TODAY);
    expect(once).toMatchObject({ isChosen: true, isCurrent: true, startDate: TODAY });
    expect(chooseCurrent(once, TODAY).isChosen).toBe(false);
  });

  it("'current' keeps a start the teacher set on or before today, and brings a future one back to today", () => {
    const monday = setUnitDate(blank, "startDate", "2030-03-11");
    expect(chooseCurrent(monday, TODAY)).toMatchObject({ isChosen: true, isCurrent: true, startDate: "2030-03-11" });
    const later = setUnitDate(blank, "startDate", "2030-03-20");
    expect(chooseCurrent(later, TODAY).startDate).toBe(TODAY);
  });

  it("'upcoming' toggles chosen, marks not current, sets today or clears the start", () => {
    const once = chooseUpcoming(blank, TODAY);
    expect(once).toMatchObject({ isChosen: true, isCurrent: false, startDate: TODAY });
    expect(chooseUpcoming(once, TODAY)).toMatchObject({ isChosen: false, startDate: null });
    // switching a current unit to upcoming keeps it chosen
    expect(chooseUpcoming(chooseCurrent(blank, TODAY), TODAY)).toMatchObject({ isChosen: true, isCurrent: false });
  });

  it("setting a date marks the unit chosen", () => {
    expect(setUnitDate(blank, "endDate", "2030-04-01")).toMatchObject({ isChosen: true, endDate: "2030-04-01" });
    expect(setUnitDate(blank, "startDate", "2030-03-20").isChosen).toBe(true);
  });
});

describe("levels (SPEC §9)", () => {
  it("sets grades and units and clears chosen grades", () => {
    expect(selectLevel("Green")).toEqual({
      level: "Green",
      availableGrades: ["K", "1", "2", "3", "4"],
      availableUnits: ["Introduction", "Data Types", "Variables", "Conditionals", "Loops", "Lists", "Functions"],
      chosenGrades: [],
    });
    expect(selectLevel("Yellow").availableGrades).toEqual(["5", "6", "7"]);
    expect(selectLevel("Orange").availableGrades).toEqual(["8"]);
    expect(unitsForLevel("Orange")).toEqual(unitsForLevel("Green"));
  });

  it("ticks the class's own grade when the level covers it (issue 39)", () => {
    expect(selectLevel("Green", "Grade 3").chosenGrades).toEqual(["3"]);
    expect(selectLevel("Green", "Kindergarden").chosenGrades).toEqual(["K"]);
    expect(selectLevel("Yellow", "7").chosenGrades).toEqual(["7"]);
    expect(selectLevel("Yellow", "Grade 3").chosenGrades).toEqual([]);
    expect(selectLevel("Green", "").chosenGrades).toEqual([]);
    expect(gradeCodeOf("grade 8")).toBe("8");
    expect(gradeCodeOf("Kindergarten")).toBe("K");
    expect(gradeCodeOf("Grade 12")).toBeNull();
  });
});
