// Wire shapes of the payment endpoints. Amounts are integers in the currency's smallest unit, as Stripe
// charged them; the browser formats them for the parent's locale (lib/payments/money.ts).
import type { Plan, Payment, PlanSubscription, User } from "@/lib/generated/prisma/client";
import { displayName } from "@/lib/vocabulary";
import type { PlanView, SubscriptionView, PaymentView } from "./wire";

export function serializePlan(p: Plan): PlanView {
  return {
    id: p.id,
    name: p.name,
    description: p.description,
    price: p.priceCents,
    currency: p.currency,
    interval: p.interval,
    children: p.maxChildren,
    unlocks: p.unlocks,
  };
}

type ChildRow = Pick<User, "id" | "firstname" | "lastname" | "username">;

export function serializeSubscription(
  s: PlanSubscription & { plan: Plan; children: { child: ChildRow }[]; payments?: Payment[] },
): SubscriptionView {
  const latest = s.payments?.find((p) => p.status === "paid");
  return {
    id: s.id,
    intent_id: s.checkoutSessionId,
    plan: { id: s.plan.id, name: s.plan.name, interval: s.plan.interval },
    status: s.status,
    currentPeriodEnd: s.currentPeriodEnd?.toISOString() ?? null,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    children: s.children.map(({ child }) => ({ id: child.id, fullName: displayName(child) })),
    /** What Stripe last charged for it, or null before the first invoice is paid. */
    amount: latest ? { amount: latest.amountCents, currency: latest.currency } : null,
  };
}

export function serializePayment(
  p: Payment & { subscription: (PlanSubscription & { plan: Plan }) | null },
): PaymentView {
  return {
    id: p.id,
    amount: p.amountCents,
    currency: p.currency,
    status: p.status,
    date: (p.paidAt ?? p.createdAt).toISOString(),
    plan: p.subscription?.plan.name ?? null,
    invoiceUrl: p.invoiceUrl,
    invoicePdf: p.invoicePdf,
  };
}

export type { PlanView, SubscriptionView, PaymentView };
