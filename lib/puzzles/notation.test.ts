// The notation speaks both games (docs/decisions/220, 261): the maze's `turn left` stays the maze's block, a turn
// with degrees is the turtle's, and the drawing's verbs compile to the blocks a child would drag.
import { describe, expect, it } from "vitest";
import { compileProgram, type Layout, LAYOUTS } from "./notation";
import { parseProgram } from "./parse-program";

const typesOf = (text: string, layout: Layout = LAYOUTS.drawing) => {
  const parsed = parseProgram(compileProgram(text, layout));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return [...parsed.program.usedTypes].filter((t) => t !== "sprout_start").sort();
};

describe("the notation", () => {
  it("compiles the drawing's verbs", () => {
    expect(
      typesOf("colour red; pen up; forward 20; pen down; turn right 360 / 3; draw square 50 define square { forward size }"),
    ).toEqual(
      ["turtle_call", "turtle_colour", "turtle_define", "turtle_divide", "turtle_forward", "turtle_pen", "turtle_size",
        "turtle_turn"].sort(),
    ); // prettier-ignore
  });

  it("keeps the maze's turn a maze turn, and a turn by degrees the turtle's", () => {
    expect(typesOf("turn left; move", LAYOUTS.plain)).toEqual(["sprout_move", "sprout_turn"]);
    expect(typesOf("turn left 90; forward 10")).toEqual(["turtle_forward", "turtle_turn"]);
  });

  it("lets a drawing name a variable with a maze data word, and refuses an unknown colour or shape", () => {
    expect(typesOf("set length = 10; forward length")).toContain("sprout_get_var");
    expect(() => compileProgram("set length = 10", LAYOUTS.plain)).toThrow(/cannot be a variable name/);
    expect(() => compileProgram("colour pink", LAYOUTS.drawing)).toThrow(/Expected/);
    expect(() => compileProgram("draw moon 5", LAYOUTS.drawing)).toThrow(/not one of the shapes/);
  });

  it("lays out the workspace without changing the program", () => {
    const text = "set n = 2; repeat n { move } def star { move }";
    const plain = parseProgram(compileProgram(text));
    const classic = parseProgram(compileProgram(text, LAYOUTS.classic));
    expect(plain.ok && classic.ok && plain.program.blockCount === classic.program.blockCount).toBe(true);
    expect(compileProgram(text, LAYOUTS.classic).variables).toEqual([{ name: "n", id: "var-n" }]);
  });
});
