import { describe, expect, it } from "vitest";
import { can } from "./permissions";
import { primaryRole, rolesOf } from "./roles";

describe("permission map (SPEC §6)", () => {
  it("gives each role its own area and nothing else", () => {
    expect(can(["teacher"], "classes:manage")).toBe(true);
    expect(can(["parent"], "classes:manage")).toBe(false);
    expect(can(["parent"], "payments:manage")).toBe(true);
    expect(can(["student"], "children:manage")).toBe(false);
    expect(can(["organizer"], "audit:read")).toBe(true);
    expect(can(["teacher"], "audit:read")).toBe(false);
  });

  it("a user with two roles has both roles' permissions", () => {
    expect(can(["teacher", "parent"], "children:manage")).toBe(true);
    expect(can(["teacher", "parent"], "notes:manage")).toBe(true);
  });

  it("derives roles from the is_* flags and picks the dashboard to land on", () => {
    const roles = rolesOf({ isStudent: false, isTeacher: true, isParent: true, isOrganizer: false });
    expect(roles).toEqual(["teacher", "parent"]);
    expect(primaryRole(roles, "parent")).toBe("parent");
    expect(primaryRole(roles, "organizer")).toBe("teacher");
    expect(primaryRole([], "teacher")).toBeNull();
  });
});
