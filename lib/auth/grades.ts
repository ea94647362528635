// SPEC §9 grades; the list lives in lib/vocabulary.ts with the rest of the SPEC's words.
export { GRADES } from "@/lib/vocabulary";
