// What a child's account opens beyond the free curriculum (issue 14). Payments and organizer plans are not built
// yet, so everyone is on "free"; this is the one extension point they will fill (docs/decisions/093).

export type Entitlements = { plan: "free" | "paid"; extraPacks: boolean };

const FREE: Entitlements = { plan: "free", extraPacks: false };

/**
 * The entitlements of the child whose user id is given. Later: a paid parent plan covering the child, or an
 * organizer's licence for the child's class, answers `{ plan: "paid", extraPacks: true }`.
 */
export async function entitlementsFor(childUserId: string): Promise<Entitlements> {
  void childUserId;
  return FREE;
}

/** A pack opens when it is not `extra`, or when the child's entitlements include extra packs. */
export function isPackEntitled(pack: { extra: boolean }, entitlements: Entitlements): boolean {
  return !pack.extra || entitlements.extraPacks;
}
