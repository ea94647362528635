// The maze in words (issue 23): what a child who cannot see the maze is told, and what each step announces.
import { describe, expect, it } from "vitest";
import { parseMap, type World } from "./world";
import { describeMove, describeWorld, offset, wallLines } from "./world-words";

const world = parseMap(["##*#*##*#", ">.......G"]) as World;
const start = { ...world.start, gemsTaken: new Set<string>() };

describe("the maze in words", () => {
  it("says where Sprout, the flag, each gem and the walls are", () => {
    expect(describeWorld(world, start)).toEqual([
      "The maze is 9 columns wide and 2 rows tall.",
      "Sprout is at row 2, column 1, facing right; the path ahead is open.",
      "The flag is at row 2, column 9, 8 squares right from Sprout.",
      "3 gems are left: row 1, column 3 (2 squares right and 1 square up); row 1, column 5 (4 squares right and 1 square up); row 1, column 8 (7 squares right and 1 square up).",
      "Row 1: walls in columns 1, 2, 4, 6, 7 and 9.",
    ]);
  });

  it("groups walls into runs per row and says when there are none", () => {
    expect(wallLines(parseMap(["#..#", "####", ">..G"]) as World)).toEqual([
      "Row 1: walls in columns 1 and 4.",
      "Row 2: walls in columns 1 to 4.",
    ]);
    expect(describeWorld(parseMap([">..G"]) as World, { x: 0, y: 0, dir: "E", gemsTaken: new Set() })).toContain(
      "There are no walls.",
    );
  });

  it("says when a wall or the edge is ahead", () => {
    const up = { ...start, dir: "N" as const };
    expect(describeWorld(world, up)[1]).toBe("Sprout is at row 2, column 1, facing up; a wall is ahead.");
    const left = { ...start, dir: "W" as const };
    expect(describeWorld(world, left)[1]).toContain("the edge of the maze is ahead");
  });

  it("counts offsets in squares as a child does", () => {
    expect(offset({ x: 0, y: 0 }, { x: 1, y: 0 })).toBe("1 square right");
    expect(offset({ x: 3, y: 3 }, { x: 0, y: 1 })).toBe("3 squares left and 2 squares up");
    expect(offset({ x: 2, y: 2 }, { x: 2, y: 2 })).toBe("right here");
  });
});

describe("each step announced", () => {
  it("a move, a turn, a gem, a bump and the flag each have their sentence", () => {
    const moved = { ...start, x: 1 };
    expect(describeMove(world, start, moved)).toBe("Sprout moves to row 2, column 2.");
    expect(describeMove(world, start, { ...start, dir: "S" })).toBe("Sprout turns and faces down.");
    expect(describeMove(world, start, start, "bump")).toBe("Bump! A wall. Sprout stays at row 2, column 1.");
    const gemWorld = parseMap([">*G"]) as World;
    const before = { ...gemWorld.start, x: 1, gemsTaken: new Set<string>() };
    expect(describeMove(gemWorld, before, { ...before, gemsTaken: new Set(["1,0"]) }, "gem")).toBe(
      "Gem picked up! No gems left.",
    );
    expect(describeMove(world, { ...start, x: 7 }, { ...start, x: 8 }, "goal")).toBe(
      "Sprout moves to row 2, column 9. Sprout is at the flag!",
    );
    expect(describeMove(world, start, start)).toBeNull();
  });
});
