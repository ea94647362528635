// The JSON shapes lib/dictionary answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const dictionaryDefinitionSchema = z
  .object({
    definition: z.string(),
    example: z.string().optional(),
    synonyms: z.array(z.string()),
    antonyms: z.array(z.string()),
  })
  .meta({ id: "DictionaryDefinition" });
export const dictionaryMeaningSchema = z
  .object({
    partOfSpeech: z.string(),
    definitions: z.array(dictionaryDefinitionSchema),
    synonyms: z.array(z.string()),
    antonyms: z.array(z.string()),
  })
  .meta({ id: "DictionaryMeaning" });
export const dictionaryEntrySchema = z
  .object({
    word: z.string(),
    phonetic: z.string(),
    phonetics: z.array(z.object({ text: z.string() })),
    meanings: z.array(dictionaryMeaningSchema),
    license: z.object({ name: z.string(), url: z.string() }),
    sourceUrls: z.array(z.string()),
  })
  .meta({ id: "DictionaryEntry" });
export const dictionaryEntryListSchema = z.array(dictionaryEntrySchema);
/** dictionaryapi.dev's 404 body, "No Definitions Found". */
export const dictionaryNotFoundSchema = z.object({ title: z.string(), message: z.string(), resolution: z.string() });
