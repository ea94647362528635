// What a child's account opens beyond the free curriculum (issue 14): the one place that decides it. Today a
// parent's live plan (lib/payments/entitlements.ts, docs/decisions/112) opens the extra packs; a school license
// joins here when organizers arrive (docs/decisions/093).
import { planCoverageFor } from "@/lib/payments/entitlements";

export type Entitlements = { plan: "free" | "paid"; extraPacks: boolean };

const FREE: Entitlements = { plan: "free", extraPacks: false };
const PAID: Entitlements = { plan: "paid", extraPacks: true };

/** The entitlements of the child whose user id is given: paid while a parent's plan covers them, else free. */
export async function entitlementsFor(childUserId: string, now = new Date()): Promise<Entitlements> {
  return (await planCoverageFor(childUserId, now)).covered ? PAID : FREE;
}

/** A pack opens when it is not `extra`, or when the child's entitlements include extra packs. */
export function isPackEntitled(pack: { extra: boolean }, entitlements: Entitlements): boolean {
  return !pack.extra || entitlements.extraPacks;
}
