// The Stripe webhook (issue 11): events signed with the SDK's own test helper, posted with the raw body.
// Valid, bad signature, stale timestamp, duplicate, reordered, unknown type; only the webhook marks paid.
import { beforeEach, describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { POST as webhookPOST } from "@/app/api/payment/webhook/route";
import { POST as initiatePOST } from "@/app/api/payment/parent/initiate/route";
import { GET as activeGET } from "@/app/api/payment/parent/active/route";
import { GET as historyGET } from "@/app/api/payment/parent/history/route";
import { POST as verifyPOST } from "@/app/api/payment/parent/verify/route";
import { prisma } from "@/lib/db/client";
import { syncPlans } from "@/lib/payments/plans";
import { isCoveredByPlan, planCoverageFor } from "@/lib/payments/entitlements";
import { call } from "../support/http";
import { parentWithChild } from "../support/parents";
import { completeCheckout, signEvent, stripeEvent } from "../support/stripe-standin";

const SECRET = "whsec_sprout_test_secret";

beforeEach(async () => {
  await syncPlans();
});

function post(event: unknown, opts: { secret?: string; timestamp?: number } = {}) {
  const { payload, signature } = signEvent(event, opts.secret ?? SECRET, opts.timestamp);
  return call(webhookPOST, { body: payload, headers: { "stripe-signature": signature } });
}

/** A parent who started a checkout that Stripe has now completed (the webhook has not landed yet). */
async function paidCheckout() {
  const p = await parentWithChild();
  const res = await call(initiatePOST, { token: p.token, body: { plan_id: "family-monthly", children: [p.child.id] } });
  const done = completeCheckout(res.body.intent_id);
  const row = () => prisma.planSubscription.findUniqueOrThrow({ where: { checkoutSessionId: res.body.intent_id } });
  return { ...p, ...done, row };
}

describe("POST /payment/webhook", () => {
  it("applies a signed checkout.session.completed and invoice.paid: plan active, payment in history", async () => {
    const c = await paidCheckout();
    expect((await c.row()).checkoutStatus).toBe("pending");
    const res = await post(stripeEvent("checkout.session.completed", c.session));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "checkout paid" });
    expect(await post(stripeEvent("invoice.paid", c.invoice))).toMatchObject({ status: 200 });
    expect(await c.row()).toMatchObject({
      checkoutStatus: "paid",
      status: "active",
      stripeSubscriptionId: c.subscription.id,
    });
    const history = await call(historyGET, { token: c.token });
    expect(history.body).toEqual([
      expect.objectContaining({
        amount: 500,
        currency: "usd",
        status: "paid",
        invoiceUrl: c.invoice.hosted_invoice_url,
        plan: "Family monthly",
      }),
    ]);
    const active = await call(activeGET, { token: c.token });
    expect(active.body[0].amount).toEqual({ amount: 500, currency: "usd" });
    expect(await isCoveredByPlan(c.child.id)).toBe(true);
  });

  it("refuses a bad signature (400) and changes nothing", async () => {
    const c = await paidCheckout();
    const res = await post(stripeEvent("checkout.session.completed", c.session), { secret: "whsec_someone_else" });
    expect(res.status).toBe(400);
    expect(res.body.detail).toBe("The Stripe signature does not match this request or is too old.");
    expect((await c.row()).checkoutStatus).toBe("pending");
    expect(await prisma.stripeEvent.count()).toBe(0);
  });

  it("refuses a body altered after signing and a missing signature", async () => {
    const c = await paidCheckout();
    const { signature } = signEvent(stripeEvent("checkout.session.completed", c.session), SECRET);
    const forged = JSON.stringify(stripeEvent("checkout.session.completed", c.session));
    expect((await call(webhookPOST, { body: forged, headers: { "stripe-signature": signature } })).status).toBe(400);
    expect((await call(webhookPOST, { body: forged })).status).toBe(400);
    expect((await c.row()).checkoutStatus).toBe("pending");
  });

  it("refuses a timestamp older than 300 seconds", async () => {
    const c = await paidCheckout();
    const stale = Math.floor(Date.now() / 1000) - 301;
    const res = await post(stripeEvent("checkout.session.completed", c.session), { timestamp: stale });
    expect(res.status).toBe(400);
    expect((await c.row()).checkoutStatus).toBe("pending");
  });

  it("handles a redelivered event once", async () => {
    const c = await paidCheckout();
    const event = stripeEvent("invoice.paid", c.invoice);
    expect((await post(event)).body.outcome).toBe("invoice paid");
    expect((await post(event)).body).toEqual({ received: true, outcome: "duplicate" });
    expect(await prisma.payment.count()).toBe(1);
    expect(await prisma.stripeEvent.count({ where: { id: event.id } })).toBe(1);
  });

  it("ends canceled whether the subscription's deletion arrives before or after checkout completed", async () => {
    const outcomes: unknown[] = [];
    for (const order of ["deleted first", "completed first"]) {
      const c = await paidCheckout();
      const completed = stripeEvent("checkout.session.completed", c.session);
      const deleted = stripeEvent("customer.subscription.deleted", { ...c.subscription, status: "canceled" });
      const updated = stripeEvent("customer.subscription.updated", c.subscription, { created: deleted.created - 5 });
      const events = order === "deleted first" ? [deleted, updated, completed] : [completed, updated, deleted];
      for (const e of events) expect((await post(e)).status).toBe(200);
      const row = await c.row();
      outcomes.push({ checkout: row.checkoutStatus, status: row.status, covered: await isCoveredByPlan(c.child.id) });
    }
    expect(outcomes).toEqual([
      { checkout: "paid", status: "canceled", covered: false },
      { checkout: "paid", status: "canceled", covered: false },
    ]);
  });

  it("keeps an invoice paid when its failure is reported late", async () => {
    const c = await paidCheckout();
    await post(stripeEvent("invoice.paid", c.invoice));
    await post(stripeEvent("invoice.payment_failed", { ...c.invoice, status: "open" }));
    expect(await prisma.payment.findUniqueOrThrow({ where: { stripeInvoiceId: c.invoice.id } })).toMatchObject({
      status: "paid",
    });
  });

  it("acknowledges an unknown event type with 200 and ignores it", async () => {
    const res = await post(stripeEvent("customer.tax_id.created", { id: "txi_1", object: "tax_id" }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, outcome: "ignored" });
  });

  it("records a failed invoice in history and an expired checkout as 'expired'", async () => {
    const c = await paidCheckout();
    await post(stripeEvent("invoice.payment_failed", { ...c.invoice, status: "open", amount_paid: 0 }));
    const history = await call(historyGET, { token: c.token });
    expect(history.body).toEqual([expect.objectContaining({ amount: 500, status: "failed" })]);

    const p = await parentWithChild();
    const started = await call(initiatePOST, {
      token: p.token,
      body: { plan_id: "family-monthly", children: [p.child.id] },
    });
    await post(stripeEvent("checkout.session.expired", { id: started.body.intent_id, object: "checkout.session" }));
    const verify = await call(verifyPOST, { token: p.token, body: { intent_id: started.body.intent_id } });
    expect(verify.body).toMatchObject({ status: "expired" });
  });

  it("covers the children until the paid period ends, with what the plan unlocks", async () => {
    const c = await paidCheckout();
    await post(stripeEvent("customer.subscription.created", c.subscription));
    const end = new Date(c.subscription.items.data[0].current_period_end * 1000);
    expect(await planCoverageFor(c.child.id)).toMatchObject({
      covered: true,
      planId: "family-monthly",
      unlocks: expect.arrayContaining(["All puzzle packs"]),
      until: end,
    });
    expect(await isCoveredByPlan(c.child.id, new Date(end.getTime() + 1000))).toBe(false);
  });
});

// Issue 21, the edge: the webhook reads its body through the wrapper's streaming 1 MB cap (docs/decisions/162).
describe("POST /payment/webhook body cap", () => {
  /** A request whose chunked body (no Content-Length) yields `chunks` of 64 KB; counts what the server pulled. */
  function streamed(chunk: Uint8Array, chunks: number) {
    const pulled = { bytes: 0 };
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ >= chunks) return controller.close();
        pulled.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const req = new NextRequest("http://sprout.test/api/payment/webhook/", {
      method: "POST",
      headers: { "stripe-signature": "t=1,v1=00", "content-type": "application/json" },
      body,
      duplex: "half",
    } as ConstructorParameters<typeof NextRequest>[1]);
    return { req, pulled };
  }

  it("stops reading a streamed body at 1 MB and answers 413 in the problem format", async () => {
    const { req, pulled } = streamed(new Uint8Array(64 * 1024).fill(0x20), 800);
    const res = await webhookPOST(req, { params: Promise.resolve({}) });
    expect(res.status).toBe(413);
    expect(res.headers.get("content-type")).toContain("application/problem+json");
    expect((await res.json()).detail).toBe("The request is too large.");
    expect(pulled.bytes).toBeLessThan(1_200_000);
  });

  it("counts bytes, not characters: a signed 1.8 MB body of 600,000 characters is a 413 and changes nothing", async () => {
    const c = await paidCheckout();
    const event = stripeEvent("checkout.session.completed", { ...c.session, metadata: { note: "€".repeat(600_000) } });
    const res = await post(event);
    expect(res.status).toBe(413);
    expect((await c.row()).checkoutStatus).toBe("pending");
    expect(await prisma.stripeEvent.count()).toBe(0);
  });

  it("still verifies the signature over the exact bytes: a signed event with non-ASCII text is applied", async () => {
    const c = await paidCheckout();
    const event = stripeEvent("checkout.session.completed", { ...c.session, metadata: { note: "Zoë’s café 👩🏽‍💻" } });
    const res = await post(event);
    expect(res.status).toBe(200);
    expect((await c.row()).checkoutStatus).toBe("paid");
  });
});
