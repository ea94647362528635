import { describe, expect, it } from "vitest";
import { selectChild } from "./select-child";

const kids = [{ id: "a" }, { id: "b" }, { id: "c" }];

describe("selectChild (SPEC §4)", () => {
  it("keeps the current child while it is still in the list", () => {
    expect(selectChild(kids, "b")).toEqual({ id: "b" });
  });
  it("falls back to the first child when the current one is gone (deleted or unlinked)", () => {
    expect(selectChild(kids.slice(1), "a")).toEqual({ id: "b" });
    expect(selectChild(kids, null)).toEqual({ id: "a" });
  });
  it("is the empty child when no child remains", () => {
    expect(selectChild([], "a")).toBeNull();
  });
});
