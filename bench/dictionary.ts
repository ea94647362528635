// Dictionary benchmark: cold load of the WordNet indexes, then lookup latency over 2,000 words, beside
// baselines measured in the same run. Run: node --import tsx bench/dictionary.ts
import { readFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { lookupWord, WordNotFoundError } from "../lib/dictionary/service";
import { loadWordnet, unloadWordnet, wordnetDirs } from "../lib/dictionary/wordnet";

const LOOKUPS = 2_000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

function measure(label: string, words: string[], fn: (w: string) => unknown) {
  const times: number[] = [];
  for (const w of words) {
    const t = performance.now();
    fn(w);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const fmt = (n: number) => `${(n * 1000).toFixed(1)} µs`;
  console.log(
    `${label.padEnd(44)} p50 ${fmt(percentile(times, 50)).padStart(10)}  p95 ${fmt(percentile(times, 95)).padStart(10)}  max ${fmt(times.at(-1)!).padStart(10)}`,
  );
}

// Words: every n-th lemma of the noun and verb indexes plus common inflected forms, a fixed sample.
const dict = wordnetDirs().dict;
const lemmas = (file: string) =>
  readFileSync(path.join(dict, file), "latin1")
    .split("\n")
    .filter((l) => l && !l.startsWith(" "))
    .map((l) => l.slice(0, l.indexOf(" ")).replace(/_/g, " "));
const nouns = lemmas("index.noun");
const verbs = lemmas("index.verb");
const inflected = ["running", "went", "geese", "children", "stopped", "loops", "bigger", "mice", "swam", "boxes"];
const words: string[] = [];
for (let i = 0; words.length < LOOKUPS; i++) {
  if (i % 5 === 0) words.push(inflected[i % inflected.length]);
  else if (i % 5 === 1) words.push(verbs[(i * 7919) % verbs.length]);
  else words.push(nouns[(i * 104729) % nouns.length]);
}

const rssBefore = process.memoryUsage().rss;
unloadWordnet();
let t = performance.now();
loadWordnet();
const cold = performance.now() - t;
const rssAfter = process.memoryUsage().rss;

t = performance.now();
const rawIndex = readFileSync(path.join(dict, "index.noun"), "latin1");
const rawRead = performance.now() - t;

console.log(
  `WordNet cold load (4 index files → Maps, exception lists): ${cold.toFixed(0)} ms, RSS +${((rssAfter - rssBefore) / 1e6).toFixed(0)} MB`,
);
console.log(
  `baseline: reading the raw index.noun (${(rawIndex.length / 1e6).toFixed(1)} MB) once:      ${rawRead.toFixed(1)} ms`,
);
console.log(`${LOOKUPS} lookups, ${new Set(words).size} distinct words`);

const safeLookup = (w: string) => {
  try {
    return lookupWord(w);
  } catch (error) {
    if (error instanceof WordNotFoundError) return null;
    throw error;
  }
};
// Warm-up so the JIT and the OS page cache are the same for every measurement below.
words.slice(0, 200).forEach(safeLookup);

const answers = new Map(words.map((w) => [w, safeLookup(w)]));
measure("baseline: Map.get of the precomputed answer", words, (w) => answers.get(w));
measure("baseline: Map.get + JSON.stringify", words, (w) => JSON.stringify(answers.get(w)));
measure("dictionary lookupWord (WordNet + morphy)", words, safeLookup);
measure("dictionary lookupWord + JSON.stringify", words, (w) => JSON.stringify(safeLookup(w)));
