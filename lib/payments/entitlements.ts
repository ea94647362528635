// What a child may use because of a parent's plan (issue 11). lib/entitlements/ joins this with the free tier
// and, later, a school license: a child is covered while a subscription naming them is live and its paid
// period has not ended (docs/decisions/112).
import { prisma } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";

/** Stripe statuses that keep access: `past_due` while Stripe retries the card. */
export const LIVE_STATUSES = ["active", "trialing", "past_due"] as const;

export function liveSubscriptionWhere(now = new Date()): Prisma.PlanSubscriptionWhereInput {
  return { status: { in: [...LIVE_STATUSES] }, OR: [{ currentPeriodEnd: null }, { currentPeriodEnd: { gt: now } }] };
}

export type PlanCoverage =
  { covered: false } | { covered: true; planId: string; planName: string; unlocks: string[]; until: Date | null };

export async function planCoverageFor(childUserId: string, now = new Date()): Promise<PlanCoverage> {
  const link = await prisma.planSubscriptionChild.findFirst({
    where: { childId: childUserId, subscription: liveSubscriptionWhere(now) },
    include: { subscription: { include: { plan: true } } },
    orderBy: { subscription: { currentPeriodEnd: "desc" } },
  });
  if (!link) return { covered: false };
  const { plan, currentPeriodEnd } = link.subscription;
  return { covered: true, planId: plan.id, planName: plan.name, unlocks: plan.unlocks, until: currentPeriodEnd };
}

export async function isCoveredByPlan(childUserId: string, now = new Date()): Promise<boolean> {
  return (await planCoverageFor(childUserId, now)).covered;
}

/** The ids among `childIds` that a live plan already covers. */
export async function coveredChildIds(childIds: string[], now = new Date()): Promise<string[]> {
  const rows = await prisma.planSubscriptionChild.findMany({
    where: { childId: { in: childIds }, subscription: liveSubscriptionWhere(now) },
    select: { childId: true },
  });
  return [...new Set(rows.map((r) => r.childId))];
}
