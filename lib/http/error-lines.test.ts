import { describe, expect, it } from "vitest";
import { ApiError } from "./client";
import { errorLines, GENERIC_ERROR } from "./error-lines";

const problem = (details: Record<string, string[]>) =>
  new ApiError(400, Object.values(details).flat(), { detail: "x", details });

describe("errorLines (SPEC §8: 'field- message' lines)", () => {
  it("labels each field once, joining its messages", () => {
    const e = problem({ password1: ["Too short.", "Entirely numeric."], email: ["In use."] });
    expect(errorLines(e)).toEqual(["Password- Too short. Entirely numeric.", "Email- In use."]);
  });
  it("prefers the form's own labels, then turns keys into words", () => {
    const e = problem({ newPassword1: ["Too short."], "student.roomNumber": ["Bad."], dayOfTheWeek: ["Pick one."] });
    expect(errorLines(e, { newPassword1: "New password" })).toEqual([
      "New password- Too short.",
      "Room number- Bad.",
      "Day of the week- Pick one.",
    ]);
  });
  it("leaves messages without a field as they are, and falls back for non-API errors", () => {
    expect(errorLines(problem({ non_field_errors: ["Unable to log in."] }))).toEqual(["Unable to log in."]);
    expect(errorLines(new ApiError(404, ["Not found."], { detail: "Not found." }))).toEqual(["Not found."]);
    expect(errorLines(new Error("boom"))).toEqual([GENERIC_ERROR]);
  });
});
