import { describe, expect, it } from "vitest";
import { baseForms, parseSynsetLine, synsetsOf } from "./wordnet";

describe("parseSynsetLine", () => {
  it("splits words, definition and examples", () => {
    const line =
      '01930264 38 v 02 run 0 go_quickly 0 003 @ 01839209 v 0000 | move fast by using one\'s feet; "Don\'t run--you\'ll be out of breath"; "The children ran to the store"  ';
    const s = parseSynsetLine(line, "verb");
    expect(s.words).toEqual(["run", "go quickly"]);
    expect(s.definition).toBe("move fast by using one's feet");
    expect(s.examples).toEqual(["Don't run--you'll be out of breath", "The children ran to the store"]);
  });

  it("strips adjective markers from words", () => {
    expect(parseSynsetLine("00001740 00 a 01 able(a) 0 000 | having the means", "adj").words).toEqual(["able"]);
  });
});

describe("baseForms", () => {
  it("uses the exception lists and the suffix rules", () => {
    expect(baseForms("went", "verb")).toContain("go");
    expect(baseForms("geese", "noun")).toContain("goose");
    expect(baseForms("running", "verb")).toContain("run");
    expect(baseForms("boxes", "noun")).toContain("box");
    expect(baseForms("bigger", "adj")).toContain("big");
    expect(baseForms("cats", "noun")).toEqual(["cat"]);
  });

  it("returns nothing for a base form", () => {
    expect(baseForms("cat", "noun")).toEqual([]);
  });
});

describe("synsetsOf", () => {
  it("reads synsets by byte offset in sense order", () => {
    const dog = synsetsOf("dog", "noun");
    expect(dog.length).toBeGreaterThan(3);
    expect(dog[0].definition).toMatch(/domesticated/);
  });
});
