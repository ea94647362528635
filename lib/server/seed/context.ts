// What every step of the demo seed shares (lib/server/seed.ts runs them in one transaction, in order).
import type { Prisma } from "@/lib/generated/prisma/client";
import { newCardCredentials, type CardCredentials } from "@/lib/cards/secrets";

export type SeedContext = {
  tx: Prisma.TransactionClient;
  /** The demo password's hash, for every grown-up and the two demo children. */
  passwordHash: string;
  /** "Now" for the seed: emails verified, cards issued, and the past the demo's figures count back from. */
  verified: Date;
  cards: DemoCards;
};

/** Login cards, hashed before the transaction (hashing is the slow part). */
export type DemoCards = { students: CardCredentials[]; demo: CardCredentials; sibling: CardCredentials };

/**
 * Every student has a login card from the start (printing never issues one). The class's students get card
 * passwords; demo.student and demo.sibling keep the demo password the README gives, on their cards too.
 */
export async function newDemoCards(students: number, demoPassword: string): Promise<DemoCards> {
  return {
    students: await Promise.all(Array.from({ length: students }, () => newCardCredentials())),
    demo: await newCardCredentials(demoPassword),
    sibling: await newCardCredentials(demoPassword),
  };
}

export const HOUR = 3_600_000;
export const DAY = 86_400_000;

/** A student profile's login card, issued at seeding. */
export function cardOf(c: CardCredentials, issuedAt: Date) {
  return { cardSecret: c.cardSecret, cardTokenHash: c.cardTokenHash, cardIssuedAt: issuedAt };
}
