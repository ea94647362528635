// Stars a child sees (docs/decisions/211): the same verdict gives the same stars on the puzzle page and the path.
import { describe, expect, it } from "vitest";
import { starsFor, starsText } from "./figures";

describe("starsFor", () => {
  it("gives three stars for perfect, two for passed and none before a solve", () => {
    expect([starsFor("perfect"), starsFor("passed"), starsFor("failed"), starsFor(null)]).toEqual([3, 2, 0, 0]);
  });
  it("words the stars for screen readers", () => {
    expect(starsText(starsFor("passed"))).toBe("2 of 3 stars");
  });
});
