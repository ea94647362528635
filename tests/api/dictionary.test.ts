import { describe, expect, it } from "vitest";
import { GET } from "@/app/api/v2/entries/en/[word]/route";
import { call } from "../support/http";

type Entry = {
  word: string;
  phonetic: string;
  meanings: { partOfSpeech: string; definitions: { definition: string; example?: string }[] }[];
};

const lookup = (word: string) => call(GET, { params: { word } });
const definitions = (entries: Entry[]) =>
  entries.flatMap((e) => e.meanings.flatMap((m) => m.definitions.map((d) => d.definition)));

describe("GET /api/v2/entries/en/{word}", () => {
  it("answers a common word in the Free Dictionary API's shape without signing in", async () => {
    const res = await lookup("apple");
    expect(res.status).toBe(200);
    const [first] = res.body as Entry[];
    expect(first.word).toBe("apple");
    expect(first).toHaveProperty("phonetic");
    expect(first.meanings[0].partOfSpeech).toBe("noun");
    expect(first.meanings[0].definitions[0].definition).toMatch(/fruit/);
  });

  it("gives parts of speech and examples", async () => {
    const res = await lookup("happy");
    const meaning = (res.body as Entry[])[0].meanings.find((m) => m.partOfSpeech === "adjective");
    expect(meaning?.definitions.some((d) => d.example)).toBe(true);
  });

  it.each([
    ["running", "run"],
    ["went", "go"],
    ["geese", "goose"],
    ["children", "child"],
    ["stopped", "stop"],
  ])("finds the base form of %s (%s)", async (inflected, base) => {
    const res = await lookup(inflected);
    expect(res.status).toBe(200);
    expect((res.body as Entry[]).map((e) => e.word)).toContain(base);
  });

  it.each(["loop", "variable", "algorithm", "function", "bug", "debug", "sprite", "parameter"])(
    "puts the children's coding glossary first for %s",
    async (word) => {
      const res = await lookup(word);
      expect(res.status).toBe(200);
      const first = (res.body as Entry[])[0];
      expect(first.word).toBe(word);
      expect(first.meanings[0].definitions[0].definition).toMatch(
        /program|instruction|code|computer|mistake|screen|function|steps/i,
      );
    },
  );

  it("uses the glossary for inflected coding words too", async () => {
    const res = await lookup("loops");
    expect((res.body as Entry[])[0].meanings[0].definitions[0].definition).toMatch(/repeats/);
  });

  it("is case-insensitive", async () => {
    const res = await lookup("Apple");
    expect(res.status).toBe(200);
    expect((res.body as Entry[])[0].word).toBe("apple");
  });

  it.each(["sex", "shit", "porn", "fucking"])("does not define the blocked word %s", async (word) => {
    const res = await lookup(word);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe("Word not found.");
  });

  it("drops senses whose definition is not for children but keeps the others", async () => {
    const res = await lookup("joint");
    expect(res.status).toBe(200);
    const defs = definitions(res.body as Entry[]);
    expect(defs.some((d) => /marijuana|cannabis/i.test(d))).toBe(false);
    expect(defs.some((d) => /bones/i.test(d))).toBe(true);
  });

  it("answers 404 in the Free Dictionary API's shape for an unknown word", async () => {
    const res = await lookup("blorptastic");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({
      title: "No Definitions Found",
      message: "Word not found.",
      resolution: expect.any(String),
    });
  });

  it("answers 404 for something that is not a word", async () => {
    expect((await lookup("../../etc/passwd")).status).toBe(404);
    expect((await lookup("1234")).status).toBe(404);
    expect((await lookup("")).status).toBe(404);
    expect((await lookup("a".repeat(500))).status).toBe(404);
  });
});
