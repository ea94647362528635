// Stripe's webhook (issue 11): the signature is checked over the raw body with a 300 s tolerance, each event
// id is handled once, and the handlers in reconcile.ts give one outcome whatever the order (docs/decisions/111).
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client";
import { AppError } from "@/lib/http/errors";
import {
  applySubscription,
  findRowForSubscription,
  markCheckoutExpired,
  markCheckoutPaid,
  recordInvoice,
} from "./reconcile";
import { stripeClient, webhookSecret } from "./stripe";

export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The events Sprout acts on; enable these on the Stripe endpoint. Any other type is acknowledged and ignored. */
export const HANDLED_EVENTS = [
  "checkout.session.completed",
  "checkout.session.expired",
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
  "invoice.paid",
  "invoice.payment_failed",
] as const;

/** `rawBody` is the request's bytes as sent, read under the route's size cap: the signature covers them exactly. */
export async function handleStripeWebhook(rawBody: Buffer, signature: string | null) {
  const secret = webhookSecret();
  const stripe = stripeClient();
  if (!signature) throw new AppError("bad_request", "The Stripe-Signature header is missing.");
  let event: Stripe.Event;
  try {
    event = stripe.webhooks.constructEvent(rawBody, signature, secret, WEBHOOK_TOLERANCE_SECONDS);
  } catch {
    throw new AppError("bad_request", "The Stripe signature does not match this request or is too old.");
  }
  if (await prisma.stripeEvent.findUnique({ where: { id: event.id } })) return { received: true, outcome: "duplicate" };
  const outcome = await applyEvent(event);
  // Recorded after it was applied: a failure in between makes Stripe redeliver, and applying twice is harmless.
  await prisma.stripeEvent.createMany({ data: [{ id: event.id, type: event.type }], skipDuplicates: true });
  return { received: true, outcome };
}

async function applyEvent(event: Stripe.Event): Promise<string> {
  const at = new Date(event.created * 1000);
  switch (event.type) {
    case "checkout.session.completed": {
      const s = event.data.object;
      if (s.mode !== "subscription" || !["paid", "no_payment_required"].includes(s.payment_status)) return "ignored";
      const subscriptionId = typeof s.subscription === "string" ? s.subscription : (s.subscription?.id ?? null);
      return (await markCheckoutPaid(s.id, s.client_reference_id, subscriptionId)) ? "checkout paid" : "ignored";
    }
    case "checkout.session.expired":
      return (await markCheckoutExpired(event.data.object.id)) ? "checkout expired" : "ignored";
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted": {
      const sub = event.data.object;
      const row = await findRowForSubscription(sub.id, sub.metadata);
      if (!row) return "ignored";
      await applySubscription(row.id, sub, at);
      return `subscription ${sub.status}`;
    }
    case "invoice.paid":
      return `invoice ${await recordInvoice(event.data.object, "paid", at)}`;
    case "invoice.payment_failed":
      return `invoice ${await recordInvoice(event.data.object, "failed", at)}`;
    default:
      return "ignored";
  }
}
