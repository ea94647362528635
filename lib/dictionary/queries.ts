"use client";

// The dictionary lookup (SPEC §7: GET /api/v2/entries/en/{word}), called by the modal as the child types.
import { api } from "@/lib/http/client";
import type { DictionaryEntry } from "./schemas";

export function fetchDictionaryEntries(word: string): Promise<DictionaryEntry[]> {
  return api<DictionaryEntry[]>(`/v2/entries/en/${encodeURIComponent(word)}`);
}
