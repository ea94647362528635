// Starting and verifying a parent's checkout (SPEC §7 Payments, issue 11). Stripe is called outside any
// transaction; our row exists before the Checkout Session so every Stripe object carries its id
// (docs/decisions/111). Nothing here marks a payment paid from the browser's word: verify asks Stripe.
import type Stripe from "stripe";
import type { Actor } from "@/lib/auth/authenticate";
import { childrenVisibleTo } from "@/lib/access/children";
import { subscriptionsVisibleTo } from "@/lib/access/payments";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { AppError, notFound } from "@/lib/http/errors";
import { displayName } from "@/lib/vocabulary";
import { coveredChildIds } from "./entitlements";
import type { InitiateInput } from "./schemas";
import { callStripe, stripeClient } from "./stripe";
import { applySubscription, markCheckoutPaid } from "./reconcile";

/** The parent's Stripe customer: made once, kept in billing_customer, reused for every purchase. */
async function customerFor(actor: Pick<Actor, "id">, stripe: Stripe): Promise<string> {
  const known = await prisma.billingCustomer.findUnique({ where: { userId: actor.id } });
  if (known) return known.stripeCustomerId;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: actor.id } });
  const customer = await callStripe("customers.create", () =>
    stripe.customers.create(
      { email: user.email ?? undefined, name: displayName(user), metadata: { sprout_user_id: user.id } },
      { idempotencyKey: `sprout-customer-${user.id}` },
    ),
  );
  // Two tabs at once: the idempotency key gives both the same customer, and the first insert wins.
  await prisma.billingCustomer.createMany({
    data: [{ userId: user.id, stripeCustomerId: customer.id }],
    skipDuplicates: true,
  });
  return (await prisma.billingCustomer.findUniqueOrThrow({ where: { userId: user.id } })).stripeCustomerId;
}

export async function initiateCheckout(actor: Pick<Actor, "id">, input: InitiateInput) {
  const plan = await prisma.plan.findFirst({ where: { id: input.plan_id, isActive: true } });
  if (!plan) throw notFound("Plan not found.");
  const ids = [...new Set(input.children)];
  const children = await prisma.user.findMany({ where: { id: { in: ids }, ...childrenVisibleTo(actor) } });
  if (children.length !== ids.length) throw notFound("Child not found.");
  if (ids.length > plan.maxChildren) {
    throw new AppError("bad_request", `The ${plan.name} plan covers up to ${plan.maxChildren} children.`);
  }
  const covered = await coveredChildIds(ids);
  if (covered.length) {
    const names = children.filter((c) => covered.includes(c.id)).map((c) => displayName(c));
    const verb = names.length === 1 ? "is" : "are";
    throw new AppError("conflict", `${names.join(", ")} ${verb} already covered by an active plan.`);
  }
  const stripe = stripeClient();
  const customer = await customerFor(actor, stripe);
  const row = await prisma.planSubscription.create({
    data: { parentId: actor.id, planId: plan.id, children: { create: ids.map((childId) => ({ childId })) } },
  });
  const meta = { sprout_subscription_id: row.id, sprout_parent_id: actor.id };
  try {
    const session = await callStripe("checkout.sessions.create", () =>
      stripe.checkout.sessions.create(
        {
          mode: "subscription",
          customer,
          client_reference_id: row.id,
          line_items: [
            {
              quantity: ids.length,
              ...(plan.stripePriceId
                ? { price: plan.stripePriceId }
                : {
                    price_data: {
                      currency: plan.currency,
                      unit_amount: plan.priceCents,
                      recurring: { interval: plan.interval as "month" | "year" },
                      product_data: { name: plan.name },
                    },
                  }),
            },
          ],
          success_url: `${env.APP_URL}/parents/billing/return?intent_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${env.APP_URL}/parents/pricing?canceled=1`,
          metadata: meta,
          subscription_data: { metadata: meta },
        },
        { idempotencyKey: `sprout-checkout-${row.id}` },
      ),
    );
    await prisma.planSubscription.update({ where: { id: row.id }, data: { checkoutSessionId: session.id } });
    return { intent_id: session.id, url: session.url };
  } catch (error) {
    await prisma.planSubscription.delete({ where: { id: row.id } });
    throw error;
  }
}

/**
 * The checkout's status from our records; while it is not final, asked of Stripe too (the webhook may be
 * late). 'pending' until Stripe says the session is complete and paid (SPEC §4).
 */
export async function verifyCheckout(actor: Pick<Actor, "id">, intentId: string) {
  const row = await prisma.planSubscription.findFirst({
    where: { checkoutSessionId: intentId, ...subscriptionsVisibleTo(actor) },
  });
  if (!row) throw notFound("Payment not found.");
  if (row.checkoutStatus === "pending") await reconcileCheckout(intentId).catch(() => undefined);
  const now = await prisma.planSubscription.findUniqueOrThrow({ where: { id: row.id } });
  return { intent_id: intentId, status: now.checkoutStatus, subscription_status: now.status };
}

/** Reads the session (and its subscription) from Stripe and applies what Stripe confirms. */
export async function reconcileCheckout(sessionId: string): Promise<void> {
  const stripe = stripeClient();
  const session = await stripe.checkout.sessions.retrieve(sessionId);
  if (session.status === "expired") {
    await prisma.planSubscription.updateMany({
      where: { checkoutSessionId: sessionId, checkoutStatus: "pending" },
      data: { checkoutStatus: "expired" },
    });
    return;
  }
  if (session.status !== "complete" || !["paid", "no_payment_required"].includes(session.payment_status)) return;
  const subscriptionId = typeof session.subscription === "string" ? session.subscription : session.subscription?.id;
  const row = await markCheckoutPaid(session.id, session.client_reference_id, subscriptionId ?? null);
  if (row && subscriptionId) {
    const sub = await stripe.subscriptions.retrieve(subscriptionId);
    await applySubscription(row.id, sub, new Date());
  }
}
