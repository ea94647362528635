// A parent's plans and payments (SPEC §7: GET active — the page shows the first —, GET history) and
// cancelling at the period's end through Stripe's API (issue 11).
import type { Actor } from "@/lib/auth/authenticate";
import { paymentsVisibleTo, subscriptionsVisibleTo } from "@/lib/access/payments";
import { prisma } from "@/lib/db/client";
import { AppError, notFound } from "@/lib/http/errors";
import { liveSubscriptionWhere } from "./entitlements";
import { applySubscription } from "./reconcile";
import { serializePayment, serializeSubscription } from "./serializers";
import { callStripe, stripeClient } from "./stripe";

const CHILD = { select: { id: true, firstname: true, lastname: true, username: true } } as const;
const INCLUDE = {
  plan: true,
  children: { include: { child: CHILD } },
  payments: { orderBy: { createdAt: "desc" } },
} as const;

export async function listActiveSubscriptions(actor: Pick<Actor, "id">) {
  const rows = await prisma.planSubscription.findMany({
    where: { ...subscriptionsVisibleTo(actor), ...liveSubscriptionWhere() },
    include: INCLUDE,
    orderBy: { createdAt: "desc" },
  });
  return rows.map(serializeSubscription);
}

export async function listPaymentHistory(actor: Pick<Actor, "id">) {
  const rows = await prisma.payment.findMany({
    where: paymentsVisibleTo(actor),
    include: { subscription: { include: { plan: true } } },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
  });
  return rows.map(serializePayment);
}

/** Stripe keeps the plan until the paid period ends, then sends customer.subscription.deleted. */
export async function cancelAtPeriodEnd(actor: Pick<Actor, "id">, subscriptionId: string) {
  const row = await prisma.planSubscription.findFirst({
    where: { id: subscriptionId, ...subscriptionsVisibleTo(actor), ...liveSubscriptionWhere() },
  });
  if (!row) throw notFound("Subscription not found.");
  if (!row.stripeSubscriptionId)
    throw new AppError("conflict", "This plan is still being set up by Stripe. Please try again shortly.");
  const stripe = stripeClient();
  const sub = await callStripe("subscriptions.update", () =>
    stripe.subscriptions.update(row.stripeSubscriptionId!, { cancel_at_period_end: true }),
  );
  await applySubscription(row.id, sub, new Date());
  const now = await prisma.planSubscription.findUniqueOrThrow({ where: { id: row.id }, include: INCLUDE });
  return serializeSubscription(now);
}
