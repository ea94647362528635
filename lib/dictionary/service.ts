// The children's dictionary behind GET /api/v2/entries/en/{word}: Sprout's coding glossary first, then
// WordNet's senses for the word and for its base forms (running → run), minus what is not for children.
import glossaryJson from "@/content/coding-glossary.json";
import { isBlockedWord, mentionsBlockedTerm } from "./blocklist";
import { glossarySchema, type DictionaryEntry, type DictionaryMeaning } from "./schemas";
import { baseForms, normalizeLemma, POS_ORDER, synsetsOf, type WordnetPos } from "./wordnet";

/** WordNet lists up to 75 senses of a word; a child pages through the most frequent few. */
export const MAX_SENSES_PER_PART_OF_SPEECH = 8;
const WORD_PATTERN = /^[a-z][a-z'-]*(?: [a-z'-]+)*$/;

const POS_NAMES: Record<WordnetPos, string> = { noun: "noun", verb: "verb", adj: "adjective", adv: "adverb" };

const WORDNET_LICENSE = {
  name: "WordNet 3.1 License",
  url: "https://wordnet.princeton.edu/license-and-commercial-use",
};
const GLOSSARY_LICENSE = { name: "Sprout coding glossary", url: "/about-us" };

const glossary = glossarySchema.parse(glossaryJson);

export class WordNotFoundError extends Error {
  constructor(readonly word: string) {
    super(`No definitions for ${word}`);
  }
}

function entry(word: string, meanings: DictionaryMeaning[], license: DictionaryEntry["license"]): DictionaryEntry {
  return { word, phonetic: "", phonetics: [], meanings, license, sourceUrls: [] };
}

function glossaryEntry(words: string[]): DictionaryEntry | null {
  for (const word of words) {
    const rows = glossary.filter((g) => g.word === word);
    if (!rows.length) continue;
    const byPos = new Map<string, DictionaryMeaning>();
    for (const row of rows) {
      const meaning = byPos.get(row.partOfSpeech) ?? {
        partOfSpeech: row.partOfSpeech,
        definitions: [],
        synonyms: [],
        antonyms: [],
      };
      meaning.definitions.push({
        definition: row.definition,
        ...(row.example ? { example: row.example } : {}),
        synonyms: [],
        antonyms: [],
      });
      byPos.set(row.partOfSpeech, meaning);
    }
    return entry(word, [...byPos.values()], GLOSSARY_LICENSE);
  }
  return null;
}

function wordnetEntry(lemma: string, parts: WordnetPos[] = POS_ORDER): DictionaryEntry | null {
  const meanings: DictionaryMeaning[] = [];
  for (const pos of parts) {
    const synsets = synsetsOf(lemma, pos).filter(
      (s) => s.definition && !mentionsBlockedTerm(s.definition) && !s.examples.some(mentionsBlockedTerm),
    );
    if (!synsets.length) continue;
    const synonyms = new Set<string>();
    const definitions = synsets.slice(0, MAX_SENSES_PER_PART_OF_SPEECH).map((s) => {
      const own = s.words.filter((w) => w.toLowerCase() !== lemma.replace(/_/g, " ") && !isBlockedWord(w));
      own.forEach((w) => synonyms.add(w));
      return {
        definition: s.definition,
        ...(s.examples[0] ? { example: s.examples[0] } : {}),
        synonyms: own,
        antonyms: [],
      };
    });
    meanings.push({ partOfSpeech: POS_NAMES[pos], definitions, synonyms: [...synonyms].slice(0, 10), antonyms: [] });
  }
  return meanings.length ? entry(lemma.replace(/_/g, " "), meanings, WORDNET_LICENSE) : null;
}

/** Entries for `raw`, glossary first; throws WordNotFoundError when nothing suitable is known. */
export function lookupWord(raw: string): DictionaryEntry[] {
  const word = raw.trim().toLowerCase().replace(/\s+/g, " ");
  if (!WORD_PATTERN.test(word) || word.length > 64 || isBlockedWord(word)) throw new WordNotFoundError(raw);
  const lemma = normalizeLemma(word);

  // Base forms per part of speech, so "running" adds the verb "run" and "geese" the noun "goose".
  const bases = new Map<string, WordnetPos[]>();
  for (const pos of POS_ORDER) {
    for (const base of baseForms(lemma, pos)) bases.set(base, [...(bases.get(base) ?? []), pos]);
  }
  if ([...bases.keys()].some(isBlockedWord)) throw new WordNotFoundError(raw);

  const entries: DictionaryEntry[] = [];
  const fromGlossary = glossaryEntry([word, ...bases.keys()]);
  if (fromGlossary) entries.push(fromGlossary);
  const own = wordnetEntry(lemma);
  if (own) entries.push(own);
  for (const [base, parts] of bases) {
    const e = wordnetEntry(base, parts);
    if (e) entries.push(e);
  }
  if (!entries.length) throw new WordNotFoundError(raw);
  return entries;
}

/** The Free Dictionary API's 404 body. */
export function notFoundBody() {
  return {
    title: "No Definitions Found",
    message: "Word not found.",
    resolution: "Check the spelling, or try another form of the word (for example 'run' instead of 'ran').",
  };
}

/** What GET /api/v2/entries/en/{word} answers: the entries, or the Free Dictionary API's not-found body. */
export type WordAnswer = DictionaryEntry[] | ReturnType<typeof notFoundBody>;

/** The entries for `raw`, or the not-found body (that API's shape, not problem+json: SPEC §6). */
export function answerWord(raw: string): WordAnswer {
  try {
    return lookupWord(raw);
  } catch (error) {
    if (error instanceof WordNotFoundError) return notFoundBody();
    throw error;
  }
}

/** The status the route wrapper sends for a WordAnswer (docs/decisions/171). */
export function wordAnswerStatus(answer: WordAnswer): 200 | 404 {
  return Array.isArray(answer) ? 200 : 404;
}
