import { z } from "zod";

export const glossaryEntrySchema = z.object({
  word: z.string().min(1),
  partOfSpeech: z.string().min(1),
  definition: z.string().min(1),
  example: z.string().optional(),
});

export const glossarySchema = z.array(glossaryEntrySchema);

// Any text is accepted here: whatever is not a known word answers 404 in the Free Dictionary shape.
export const wordParamsSchema = z.object({ word: z.string() });

/** The Free Dictionary API's answer shape (https://dictionaryapi.dev), which the dictionary modal reads. */
export type DictionaryDefinition = { definition: string; example?: string; synonyms: string[]; antonyms: string[] };
export type DictionaryMeaning = {
  partOfSpeech: string;
  definitions: DictionaryDefinition[];
  synonyms: string[];
  antonyms: string[];
};
export type DictionaryEntry = {
  word: string;
  phonetic: string;
  phonetics: { text: string }[];
  meanings: DictionaryMeaning[];
  license: { name: string; url: string };
  sourceUrls: string[];
};
