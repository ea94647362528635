import { describe, expect, it } from "vitest";
import { flattenEntries, pageLabel, singleWord, spellingOf, wrapPage } from "./paging";

describe("flattenEntries", () => {
  it("makes one page per definition with its part of speech and example", () => {
    const pages = flattenEntries([
      {
        word: "loop",
        meanings: [
          {
            partOfSpeech: "noun",
            definitions: [{ definition: "repeats", example: "a loop", synonyms: [], antonyms: [] }],
            synonyms: [],
            antonyms: [],
          },
        ],
      },
      {
        word: "loop",
        meanings: [
          {
            partOfSpeech: "noun",
            definitions: [{ definition: "a ring", synonyms: [], antonyms: [] }],
            synonyms: [],
            antonyms: [],
          },
          {
            partOfSpeech: "verb",
            definitions: [{ definition: "to make a loop", synonyms: [], antonyms: [] }],
            synonyms: [],
            antonyms: [],
          },
        ],
      },
    ]);
    expect(pages).toEqual([
      { word: "loop", partOfSpeech: "noun", definition: "repeats", example: "a loop" },
      { word: "loop", partOfSpeech: "noun", definition: "a ring" },
      { word: "loop", partOfSpeech: "verb", definition: "to make a loop" },
    ]);
  });
});

describe("wrapPage", () => {
  it("wraps around both ways", () => {
    expect(wrapPage(3, 3)).toBe(0);
    expect(wrapPage(-1, 3)).toBe(2);
    expect(wrapPage(1, 3)).toBe(1);
    expect(wrapPage(5, 0)).toBe(0);
  });

  it("labels pages 'n of m'", () => {
    expect(pageLabel(0, 7)).toBe("1 of 7");
  });
});

describe("singleWord", () => {
  it("accepts one word, trimming punctuation around it", () => {
    expect(singleWord(" variable ")).toBe("variable");
    expect(singleWord("loop,")).toBe("loop");
    expect(singleWord("don’t")).toBe("don't");
  });

  it("rejects several words, numbers and empty selections", () => {
    expect(singleWord("two words")).toBeNull();
    expect(singleWord("line\nbreak")).toBeNull();
    expect(singleWord("1234")).toBeNull();
    expect(singleWord("")).toBeNull();
  });
});

describe("spellingOf", () => {
  it("gives the letters one by one", () => {
    expect(spellingOf("bug")).toEqual(["B", "U", "G"]);
  });
});
