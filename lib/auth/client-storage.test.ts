import { describe, expect, it } from "vitest";
import { safeNextPath } from "./client-storage";

describe("safeNextPath: sign-in returns only to a page of this site", () => {
  it.each([
    ["/parents/consent/abc123", "/parents/consent/abc123"],
    ["/teachers?class=1", "/teachers?class=1"],
    ["https://evil.example/x", null],
    ["//evil.example/x", null],
    ["/\\evil.example", null],
    ["/login/parent", null],
    ["/login", null],
    ["/api/auth/user", null],
    ["/parents\nSet-Cookie: x", null],
    ["parents", null],
    ["", null],
    [null, null],
  ])("%j → %j", (input, expected) => {
    expect(safeNextPath(input)).toBe(expected);
  });
});
