import { describe, expect, it } from "vitest";
import { GRADE_OPTIONS, GRADES, gradeDisplay, levelDescription } from "./vocabulary";

describe("Kindergarten on screen, SPEC's 'Kindergarden' on the wire (issue 28)", () => {
  it("shows Kindergarten and keeps the stored value as the option's value", () => {
    expect(GRADES[0]).toBe("Kindergarden");
    expect(gradeDisplay("Kindergarden")).toBe("Kindergarten");
    expect(gradeDisplay("Grade 3")).toBe("Grade 3");
    expect(GRADE_OPTIONS[0]).toEqual({ value: "Kindergarden", label: "Kindergarten" });
    expect(levelDescription("Green")).toBe("Green (Kindergarten to Grade 4)");
  });
});
