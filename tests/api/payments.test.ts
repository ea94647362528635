// Parents paying through Stripe Checkout (issue 11, SPEC §7 Payments) against the Stripe stand-in: plans,
// initiate for the parent's own children only, verify 'pending' until Stripe confirms, active, history, cancel.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as plansGET } from "@/app/api/payment/parent/plans/route";
import { POST as initiatePOST } from "@/app/api/payment/parent/initiate/route";
import { POST as verifyPOST } from "@/app/api/payment/parent/verify/route";
import { GET as activeGET } from "@/app/api/payment/parent/active/route";
import { GET as historyGET } from "@/app/api/payment/parent/history/route";
import { POST as cancelPOST } from "@/app/api/payment/parent/cancel/route";
import { POST as childPOST } from "@/app/api/parent/child/route";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { syncPlans } from "@/lib/payments/plans";
import { isCoveredByPlan } from "@/lib/payments/entitlements";
import { call } from "../support/http";
import { childInput, parentWithChild } from "../support/parents";
import { createSignedIn } from "../support/factories";
import { completeCheckout, stripeWorld } from "../support/stripe-standin";

beforeEach(async () => {
  await syncPlans();
});

async function parentWithTwoChildren() {
  const p = await parentWithChild();
  const second = await call(childPOST, { token: p.token, body: childInput() });
  return { ...p, children: [p.child.id as string, second.body.id as string] };
}

async function initiate(token: string, children: string[], plan_id = "family-monthly") {
  return call(initiatePOST, { token, body: { plan_id, children } });
}

describe("GET /payment/parent/plans", () => {
  it("lists the plans from content/plans.json with price, currency, interval, children covered and unlocks", async () => {
    const p = await createSignedIn({ role: "parent" });
    const res = await call(plansGET, { token: p.token });
    expect(res.status).toBe(200);
    expect(res.body[0]).toMatchObject({
      id: "family-monthly",
      price: 500,
      currency: "usd",
      interval: "month",
      children: 4,
    });
    expect(res.body[0].unlocks.length).toBeGreaterThan(0);
  });

  it("refuses a teacher (403) and the anonymous (401)", async () => {
    const t = await createSignedIn({ role: "teacher" });
    expect((await call(plansGET, { token: t.token })).status).toBe(403);
    expect((await call(plansGET)).status).toBe(401);
  });
});

describe("POST /payment/parent/initiate", () => {
  it("creates a subscription Checkout Session for the chosen children on the parent's reused Stripe customer", async () => {
    const p = await parentWithTwoChildren();
    const first = await initiate(p.token, p.children);
    expect(first.status).toBe(201);
    expect(first.body.intent_id).toMatch(/^cs_test_/);
    expect(first.body.url).toContain(`/checkout/${first.body.intent_id}`);
    const session = stripeWorld.sessions.get(first.body.intent_id)!;
    expect(session.mode).toBe("subscription");
    expect(session._line.quantity).toBe(2);
    expect(session.success_url).toBe("http://sprout.test/parents/billing/return?intent_id={CHECKOUT_SESSION_ID}");
    expect(session.cancel_url.startsWith("http://sprout.test/")).toBe(true);

    const again = await initiate(p.token, [p.children[0]!], "family-yearly");
    expect(again.status).toBe(201);
    expect(stripeWorld.sessions.get(again.body.intent_id)!.customer).toBe(session.customer);
    expect(await prisma.billingCustomer.count({ where: { userId: p.user.id } })).toBe(1);
  });

  it("answers 404 for another parent's child and starts nothing", async () => {
    const mine = await parentWithChild();
    const theirs = await parentWithChild();
    const res = await initiate(mine.token, [mine.child.id, theirs.child.id]);
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe("Child not found.");
    expect(await prisma.planSubscription.count()).toBe(0);
  });

  it("refuses a child already covered by an active plan, naming the child", async () => {
    const p = await parentWithChild({ fullname: "Ada Lovelace" });
    const first = await initiate(p.token, [p.child.id]);
    completeCheckout(first.body.intent_id);
    expect((await call(verifyPOST, { token: p.token, body: { intent_id: first.body.intent_id } })).body.status).toBe(
      "paid",
    );
    const res = await initiate(p.token, [p.child.id]);
    expect(res.status).toBe(409);
    expect(res.body.detail).toBe("Ada Lovelace is already covered by an active plan.");
  });

  it("refuses an unknown plan (404) and no children (400)", async () => {
    const p = await parentWithChild();
    expect((await initiate(p.token, [p.child.id], "gold-forever")).status).toBe(404);
    const none = await initiate(p.token, []);
    expect(none.status).toBe(400);
    expect(none.body.detail).toBe("Choose at least one child.");
  });

  it("says payments are not configured when there is no Stripe key, and plans still list", async () => {
    const p = await parentWithChild();
    const key = env.STRIPE_SECRET_KEY;
    (env as { STRIPE_SECRET_KEY?: string }).STRIPE_SECRET_KEY = undefined;
    try {
      const res = await initiate(p.token, [p.child.id]);
      expect(res.status).toBe(503);
      expect(res.body.detail).toBe("Payments are not configured on this Sprout server.");
      expect((await call(plansGET, { token: p.token })).status).toBe(200);
      expect((await call(activeGET, { token: p.token })).body).toEqual([]);
    } finally {
      (env as { STRIPE_SECRET_KEY?: string }).STRIPE_SECRET_KEY = key;
    }
  });
});

describe("verify, active, history and cancel", () => {
  it("stays 'pending' until Stripe confirms; then the plan is active with its children", async () => {
    const p = await parentWithTwoChildren();
    const { body } = await initiate(p.token, p.children);
    const pending = await call(verifyPOST, { token: p.token, body: { intent_id: body.intent_id } });
    expect(pending.body).toMatchObject({ intent_id: body.intent_id, status: "pending" });
    expect((await call(activeGET, { token: p.token })).body).toEqual([]);
    expect(await isCoveredByPlan(p.children[0]!)).toBe(false);

    completeCheckout(body.intent_id);
    const paid = await call(verifyPOST, { token: p.token, body: { intent_id: body.intent_id } });
    expect(paid.body).toMatchObject({ status: "paid", subscriptionStatus: "active" });
    const active = await call(activeGET, { token: p.token });
    expect(active.body).toHaveLength(1);
    expect(active.body[0].children.map((c: { id: string }) => c.id).sort()).toEqual([...p.children].sort());
    expect(new Date(active.body[0].currentPeriodEnd).getTime()).toBeGreaterThan(Date.now());
    expect(await isCoveredByPlan(p.children[1]!)).toBe(true);
  });

  it("answers 404 when verifying another parent's payment", async () => {
    const a = await parentWithChild();
    const b = await createSignedIn({ role: "parent" });
    const { body } = await initiate(a.token, [a.child.id]);
    expect((await call(verifyPOST, { token: b.token, body: { intent_id: body.intent_id } })).status).toBe(404);
  });

  it("cancels at the period's end through Stripe, and another parent cannot", async () => {
    const p = await parentWithChild();
    const { body } = await initiate(p.token, [p.child.id]);
    completeCheckout(body.intent_id);
    await call(verifyPOST, { token: p.token, body: { intent_id: body.intent_id } });
    const [sub] = (await call(activeGET, { token: p.token })).body;
    const other = await createSignedIn({ role: "parent" });
    expect((await call(cancelPOST, { token: other.token, body: { subscriptionId: sub.id } })).status).toBe(404);
    const res = await call(cancelPOST, { token: p.token, body: { subscriptionId: sub.id } });
    expect(res.status).toBe(200);
    expect(res.body.cancelAtPeriodEnd).toBe(true);
    const row = await prisma.planSubscription.findUniqueOrThrow({ where: { id: sub.id } });
    expect(stripeWorld.subscriptions.get(row.stripeSubscriptionId!)!.cancel_at_period_end).toBe(true);
    expect(await isCoveredByPlan(p.child.id)).toBe(true);
  });

  it("lists only the parent's own payments in history, newest first", async () => {
    const a = await createSignedIn({ role: "parent" });
    const b = await createSignedIn({ role: "parent" });
    const pay = (id: string, day: number) => ({
      parentId: a.user.id,
      stripeInvoiceId: id,
      amountCents: 1000,
      currency: "usd",
      status: "paid",
      createdAt: new Date(Date.UTC(2026, 0, day)),
    });
    await prisma.payment.createMany({ data: [pay("in_old", 1), pay("in_new", 2)] });
    const mine = await call(historyGET, { token: a.token });
    expect(mine.body.map((x: { date: string }) => x.date)).toEqual([
      "2026-01-02T00:00:00.000Z",
      "2026-01-01T00:00:00.000Z",
    ]);
    expect((await call(historyGET, { token: b.token })).body).toEqual([]);
  });
});

// Issue 21, the edge: one open checkout per child, whatever arrives at once (docs/decisions/162).
describe("concurrent checkouts for one child", () => {
  it("two initiates at once make one checkout session: the other gets the same session or a 409", async () => {
    const p = await parentWithChild();
    const results = await Promise.all([initiate(p.token, [p.child.id]), initiate(p.token, [p.child.id])]);
    for (const r of results) expect([201, 409], JSON.stringify(r.body)).toContain(r.status);
    const sessions = new Set(results.filter((r) => r.status === 201).map((r) => r.body.intent_id));
    expect(sessions.size).toBe(1);
    expect(await prisma.planSubscription.count({ where: { checkoutStatus: "pending" } })).toBe(1);
    const opened = [...stripeWorld.sessions.values()].filter((s) => s.client_reference_id && s.status === "open");
    expect(opened.filter((s) => s.customer === stripeWorld.sessions.get([...sessions][0])!.customer)).toHaveLength(1);
  });

  it("five initiates at once, all paid as far as they got: the child has one subscription", async () => {
    const p = await parentWithChild();
    const results = await Promise.all(Array.from({ length: 5 }, () => initiate(p.token, [p.child.id])));
    for (const r of results) expect([201, 409]).toContain(r.status);
    for (const id of new Set(results.filter((r) => r.status === 201).map((r) => r.body.intent_id))) {
      completeCheckout(id);
      await call(verifyPOST, { token: p.token, body: { intent_id: id } });
    }
    expect(await prisma.planSubscription.count({ where: { checkoutStatus: "paid" } })).toBe(1);
    expect(await prisma.planSubscriptionChild.count({ where: { childId: p.child.id } })).toBe(1);
  });

  it("a later initiate on other terms replaces the open checkout: the old session is expired at Stripe", async () => {
    const p = await parentWithChild();
    const first = await initiate(p.token, [p.child.id]);
    const again = await initiate(p.token, [p.child.id]);
    expect(again.status).toBe(201);
    expect(again.body.intent_id).toBe(first.body.intent_id);
    const yearly = await initiate(p.token, [p.child.id], "family-yearly");
    expect(yearly.status).toBe(201);
    expect(yearly.body.intent_id).not.toBe(first.body.intent_id);
    expect(stripeWorld.sessions.get(first.body.intent_id)!.status).toBe("expired");
    const verify = await call(verifyPOST, { token: p.token, body: { intent_id: first.body.intent_id } });
    expect(verify.body.status).toBe("expired");
  });
});
