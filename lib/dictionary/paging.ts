// Browser-side helpers of the dictionary modal (pure, unit-tested).
import type { DictionaryEntry } from "./schemas";

export type DefinitionPage = { word: string; partOfSpeech: string; definition: string; example?: string };

/** SPEC §3 dictionary entry: word, partOfSpeech, definition, example — one page per definition. */
export function flattenEntries(entries: Pick<DictionaryEntry, "word" | "meanings">[]): DefinitionPage[] {
  return entries.flatMap((e) =>
    e.meanings.flatMap((m) =>
      m.definitions.map((d) => ({
        word: e.word,
        partOfSpeech: m.partOfSpeech,
        definition: d.definition,
        ...(d.example ? { example: d.example } : {}),
      })),
    ),
  );
}

/** Paging wraps around: past the last page is the first, before the first is the last. */
export function wrapPage(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function pageLabel(index: number, count: number): string {
  return `${index + 1} of ${count}`;
}

/** A selection opens the dictionary only when it is one word: no spaces, letters (and ' or -) only. */
export function singleWord(selection: string): string | null {
  const word = selection.trim();
  if (!word || word.length > 40 || /\s/.test(word)) return null;
  const cleaned = word.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  return /^\p{L}[\p{L}'’-]*$/u.test(cleaned) ? cleaned.replace(/’/g, "'") : null;
}

/** The letters a "Spell" press says one by one. */
export function spellingOf(word: string): string[] {
  return [...word].filter((c) => /\p{L}/u.test(c)).map((c) => c.toUpperCase());
}

/** SPEC §9: the dictionary opens 1 second after a selection; searching is debounced 500 ms. */
export const DICTIONARY_TRIGGER_MS = 1000;
export const DICTIONARY_SEARCH_DEBOUNCE_MS = 500;
