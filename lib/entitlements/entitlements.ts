// What a child's account opens beyond the free curriculum (issue 14): the one place that decides it. A parent's
// live plan (lib/payments/entitlements.ts, docs/decisions/112) or a school license of the organization the
// child's class is filed under (lib/licenses/coverage.ts, docs/decisions/136) opens the extra packs.
import { planCoverageFor } from "@/lib/payments/entitlements";
import { licenseCoverageFor } from "@/lib/licenses/coverage";

export type Entitlements = { plan: "free" | "paid" | "school"; extraPacks: boolean };

const FREE: Entitlements = { plan: "free", extraPacks: false };
const PAID: Entitlements = { plan: "paid", extraPacks: true };
const SCHOOL: Entitlements = { plan: "school", extraPacks: true };

/** The entitlements of the child whose user id is given: paid while a parent's plan covers them, school while a
 * license of their class's organization does, else free. */
export async function entitlementsFor(childUserId: string, now = new Date()): Promise<Entitlements> {
  const [plan, license] = await Promise.all([planCoverageFor(childUserId, now), licenseCoverageFor(childUserId, now)]);
  if (plan.covered) return PAID;
  return license.covered ? SCHOOL : FREE;
}

/** A pack opens when it is not `extra`, or when the child's entitlements include extra packs. */
export function isPackEntitled(pack: { extra: boolean }, entitlements: Entitlements): boolean {
  return !pack.extra || entitlements.extraPacks;
}
