// The school sign-in's two plain rules (issue 42): which issuers Sprout talks to, and who is old enough.
import { describe, expect, it } from "vitest";
import { isOldEnough } from "./match";
import { isAllowedIssuer } from "./schemas";

describe("isAllowedIssuer", () => {
  it("takes https, and http only on this computer (a provider run beside Sprout in the tests)", () => {
    expect(isAllowedIssuer("https://login.microsoftonline.com/tenant/v2.0")).toBe(true);
    expect(isAllowedIssuer("http://127.0.0.1:4000")).toBe(true);
    expect(isAllowedIssuer("http://localhost:4000/")).toBe(true);
    expect(isAllowedIssuer("http://idp.school.org")).toBe(false);
    expect(isAllowedIssuer("http://127.0.0.1.evil.org")).toBe(false);
    expect(isAllowedIssuer("https://user:pw@idp.school.org")).toBe(false);
    expect(isAllowedIssuer("javascript:alert(1)")).toBe(false);
    expect(isAllowedIssuer("not a url")).toBe(false);
  });
});

describe("isOldEnough", () => {
  it("lets Grade 3 and up use the school's sign-in; younger children and unknown grades keep the card", () => {
    expect(["Grade 3", "Grade 5", "Grade 8"].map(isOldEnough)).toEqual([true, true, true]);
    expect(["Kindergarden", "Grade 1", "Grade 2", "", "Grade 9"].map(isOldEnough)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
