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
import { coveredChildIds, liveSubscriptionWhere } from "./entitlements";
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
  const claim = await claimCheckout(actor, plan.id, ids, children);
  if ("session" in claim) return claim.session;
  const { row } = claim;
  await expireCheckouts(stripe, claim.replaced);
  // A replaced checkout that Stripe reported paid after all: that plan covers the children now.
  if (claim.replaced.length && (await coveredChildIds(ids)).length) {
    await prisma.planSubscription.delete({ where: { id: row.id } });
    throw new AppError("conflict", "These children are already covered by an active plan.");
  }
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

/** A checkout row whose Stripe session was never recorded this long after it began died with its request. */
const STALE_CLAIM_MS = 2 * 60_000;
const OPENING =
  "A checkout for this child is being opened right now. Please finish it in the window that opened, or try again in a minute.";

type Claim =
  | { session: { intent_id: string; url: string | null } }
  | { row: { id: string }; replaced: { id: string; checkoutSessionId: string }[] };

/**
 * One open checkout per child (issue 21, docs/decisions/162). Under a transaction-scoped advisory lock per child
 * (taken in id order, so two requests cannot deadlock), the pending checkouts of these children are read and ours
 * is inserted: a second request for the same children and plan gets the first one's session, one that races a
 * session still being opened gets a 409, and an older open checkout for other terms is replaced (expired at Stripe
 * before the new session exists, so two can never both be paid).
 */
async function claimCheckout(
  actor: Pick<Actor, "id">,
  planId: string,
  ids: string[],
  children: { id: string; firstname: string | null; lastname: string | null }[],
): Promise<Claim> {
  const sorted = [...ids].sort();
  type Found =
    | { covered: string[] }
    | { opening: true }
    | { same: string }
    | { row: { id: string }; replaced: { id: string; checkoutSessionId: string }[] };
  const found = await prisma.$transaction(async (tx): Promise<Found> => {
    for (const id of sorted)
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`checkout:${id}`}, 0))`;
    const covered = await tx.planSubscriptionChild.findMany({
      where: { childId: { in: ids }, subscription: liveSubscriptionWhere() },
      select: { childId: true },
    });
    if (covered.length) return { covered: covered.map((c) => c.childId) };
    const pending = await tx.planSubscription.findMany({
      where: { checkoutStatus: "pending", children: { some: { childId: { in: ids } } } },
      include: { children: { select: { childId: true } } },
    });
    const dead = pending.filter((p) => !p.checkoutSessionId && Date.now() - p.createdAt.getTime() > STALE_CLAIM_MS);
    if (dead.length) await tx.planSubscription.deleteMany({ where: { id: { in: dead.map((d) => d.id) } } });
    const live = pending.filter((p) => !dead.includes(p));
    if (live.some((p) => !p.checkoutSessionId)) return { opening: true };
    const same = live.find(
      (p) =>
        p.parentId === actor.id &&
        p.planId === planId &&
        p.children.length === ids.length &&
        p.children.every((c) => ids.includes(c.childId)),
    );
    if (same) return { same: same.checkoutSessionId! };
    const row = await tx.planSubscription.create({
      data: { parentId: actor.id, planId, children: { create: ids.map((childId) => ({ childId })) } },
      select: { id: true },
    });
    return { row, replaced: live.map((p) => ({ id: p.id, checkoutSessionId: p.checkoutSessionId! })) };
  });
  if ("covered" in found) {
    const names = children.filter((c) => found.covered.includes(c.id)).map((c) => displayName(c));
    throw new AppError(
      "conflict",
      `${names.join(", ")} ${names.length === 1 ? "is" : "are"} already covered by an active plan.`,
    );
  }
  if ("opening" in found) throw new AppError("conflict", OPENING);
  if ("same" in found) {
    const session = await callStripe("checkout.sessions.retrieve", () =>
      stripeClient().checkout.sessions.retrieve(found.same),
    );
    if (session.status === "open") return { session: { intent_id: session.id, url: session.url } };
    // Paid or expired meanwhile: reconcile it and judge again from what Stripe said.
    await reconcileCheckout(session.id);
    return claimCheckout(actor, planId, ids, children);
  }
  return found;
}

/** Expires replaced checkouts at Stripe (an already completed one is left to the webhook) and marks them. */
async function expireCheckouts(stripe: Stripe, rows: { id: string; checkoutSessionId: string }[]) {
  for (const r of rows) {
    await callStripe("checkout.sessions.expire", () => stripe.checkout.sessions.expire(r.checkoutSessionId)).catch(
      () => undefined,
    );
    await reconcileCheckout(r.checkoutSessionId).catch(() => undefined);
    await prisma.planSubscription.updateMany({
      where: { id: r.id, checkoutStatus: "pending" },
      data: { checkoutStatus: "expired" },
    });
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
  return { intent_id: intentId, status: now.checkoutStatus, subscriptionStatus: now.status };
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
