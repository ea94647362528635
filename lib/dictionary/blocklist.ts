// What the children's dictionary leaves out. WordNet is a dictionary for adults: it defines slurs, sexual and
// drug slang, and gives everyday words senses a child should not meet in a coding class ("screw", "joint").
// Two rules (docs/decisions/050-dictionary-served-from-wordnet.md):
//  1. A word on BLOCKED_WORDS is not in the dictionary at all (404, "Word not found.").
//  2. Any sense whose definition or example mentions a BLOCKED_TERM is dropped; a word left with no sense is
//     not found either.
// Matching is on whole words, case-insensitive. A school can extend the lists here.

/** Words that are never looked up (profanity, slurs, sexual terms, hard drugs). */
export const BLOCKED_WORDS: readonly string[] = [
  "arse", "arsehole", "ass", "asshole", "bastard", "bitch", "bollocks", "boob", "boobs", "bugger", "bullshit",
  "cock", "coke", "crap", "cunt", "damn", "dick", "dildo", "dyke", "fag", "faggot", "fuck", "fucker", "fucking",
  "goddamn", "hell", "heroin", "horny", "jerk-off", "kike", "masturbate", "masturbation", "nigger", "nigga",
  "orgasm", "penis", "piss", "porn", "porno", "pornography", "prick", "pussy", "rape", "rapist", "retard",
  "screw", "semen", "sex", "sexy", "shit", "slut", "spic", "tit", "tits", "twat", "vagina", "wank", "wanker",
  "whore", "cocaine", "meth", "methamphetamine", "erection", "nude", "naked", "stripper", "prostitute",
];

/** Terms that, in a definition or example, drop that one sense. */
export const BLOCKED_TERMS: readonly string[] = [
  "sex", "sexual", "sexually", "intercourse", "copulate", "copulation", "genital", "genitals", "genitalia",
  "penis", "vagina", "vulva", "testicle", "testicles", "scrotum", "breast", "breasts", "buttocks", "anus",
  "orgasm", "erotic", "erection", "pornography", "pornographic", "prostitute", "prostitution", "brothel",
  "obscene", "obscenity", "vulgar", "vulgarism", "derogatory", "ethnic slur", "slur",
  "masturbation", "masturbate", "rape", "heroin", "cocaine", "marijuana", "cannabis",
  "narcotic", "intoxicated", "drunk", "drunkenness", "lsd", "amphetamine", "methamphetamine", "opium", "suicide",
  "fuck", "fucking", "shit", "damn", "bitch", "whore", "bastard", "nude", "naked", "strip tease", "striptease",
];

const wordSet = new Set(BLOCKED_WORDS);
const termPattern = new RegExp(`\\b(?:${BLOCKED_TERMS.map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})\\b`, "i");

export function isBlockedWord(word: string): boolean {
  return wordSet.has(word.toLowerCase());
}

export function mentionsBlockedTerm(text: string): boolean {
  return termPattern.test(text);
}
