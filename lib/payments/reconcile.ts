// Applying what Stripe says to our rows, shared by the webhook and verify's reconciliation. Every step is
// idempotent and order-proof (docs/decisions/111): a checkout only moves pending → paid/expired, a canceled
// subscription stays canceled, an older subscription event never overwrites a newer one, a paid invoice stays paid.
import type Stripe from "stripe";
import { prisma } from "@/lib/db/client";
import type { PlanSubscription } from "@/lib/generated/prisma/client";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ourId(value: string | null | undefined): string | null {
  return value && UUID.test(value) ? value : null;
}

const seconds = (s: number) => new Date(s * 1000);

/** Our row for a Stripe subscription: by its id once linked, else by the id we put in its metadata. */
export async function findRowForSubscription(
  stripeSubscriptionId: string,
  metadata: Stripe.Metadata | null | undefined,
): Promise<PlanSubscription | null> {
  const linked = await prisma.planSubscription.findUnique({ where: { stripeSubscriptionId } });
  if (linked) return linked;
  const id = ourId(metadata?.sprout_subscription_id);
  return id ? prisma.planSubscription.findUnique({ where: { id } }) : null;
}

async function linkSubscription(rowId: string, stripeSubscriptionId: string) {
  await prisma.planSubscription.updateMany({
    where: { id: rowId, stripeSubscriptionId: null },
    data: { stripeSubscriptionId },
  });
}

/** Stripe confirmed the checkout: pending → paid, an incomplete subscription becomes active. */
export async function markCheckoutPaid(
  sessionId: string,
  clientReference: string | null,
  stripeSubscriptionId: string | null,
) {
  const id = ourId(clientReference);
  const row =
    (await prisma.planSubscription.findUnique({ where: { checkoutSessionId: sessionId } })) ??
    (id ? await prisma.planSubscription.findUnique({ where: { id } }) : null);
  if (!row) return null;
  if (stripeSubscriptionId) await linkSubscription(row.id, stripeSubscriptionId);
  await prisma.planSubscription.updateMany({
    where: { id: row.id, checkoutStatus: "pending" },
    data: { checkoutStatus: "paid" },
  });
  await prisma.planSubscription.updateMany({ where: { id: row.id, status: "incomplete" }, data: { status: "active" } });
  return row;
}

export async function markCheckoutExpired(sessionId: string) {
  const { count } = await prisma.planSubscription.updateMany({
    where: { checkoutSessionId: sessionId, checkoutStatus: "pending" },
    data: { checkoutStatus: "expired" },
  });
  await prisma.planSubscription.updateMany({
    where: { checkoutSessionId: sessionId, status: "incomplete" },
    data: { status: "incomplete_expired" },
  });
  return count;
}

/** The subscription's state as of `at` (the event's time); cancellation is final whatever the order. */
export async function applySubscription(rowId: string, sub: Stripe.Subscription, at: Date) {
  await linkSubscription(rowId, sub.id);
  const periodEnd = sub.items?.data?.[0]?.current_period_end;
  const isFinal = sub.status === "canceled";
  await prisma.planSubscription.updateMany({
    where: {
      id: rowId,
      status: { not: "canceled" },
      ...(isFinal ? {} : { OR: [{ stripeUpdatedAt: null }, { stripeUpdatedAt: { lte: at } }] }),
    },
    data: {
      status: sub.status,
      cancelAtPeriodEnd: sub.cancel_at_period_end,
      stripeUpdatedAt: at,
      ...(periodEnd ? { currentPeriodEnd: seconds(periodEnd) } : {}),
    },
  });
}

/** One invoice of a subscription as a payment row. A failure reported after the payment never undoes it. */
export async function recordInvoice(invoice: Stripe.Invoice, status: "paid" | "failed", at: Date) {
  const details = invoice.parent?.subscription_details;
  if (!details) return "ignored";
  const stripeSubscriptionId =
    typeof details.subscription === "string" ? details.subscription : details.subscription.id;
  const row = await findRowForSubscription(stripeSubscriptionId, details.metadata);
  if (!row) return "ignored";
  await linkSubscription(row.id, stripeSubscriptionId);
  const paidAt =
    status === "paid" ? seconds(invoice.status_transitions?.paid_at ?? Math.floor(at.getTime() / 1000)) : null;
  const data = {
    amountCents: status === "paid" ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency,
    invoiceUrl: invoice.hosted_invoice_url ?? null,
    invoicePdf: invoice.invoice_pdf ?? null,
  };
  await prisma.payment.upsert({
    where: { stripeInvoiceId: invoice.id },
    create: {
      ...data,
      status,
      paidAt,
      parentId: row.parentId,
      subscriptionId: row.id,
      stripeInvoiceId: invoice.id,
      createdAt: seconds(invoice.created),
    },
    update: status === "paid" ? { ...data, status, paidAt } : {},
  });
  if (status === "paid") {
    // Stripe charged: the checkout is paid and access runs to the end of the period the invoice covers.
    await prisma.planSubscription.updateMany({
      where: { id: row.id, checkoutStatus: "pending" },
      data: { checkoutStatus: "paid" },
    });
    await prisma.planSubscription.updateMany({
      where: { id: row.id, status: "incomplete" },
      data: { status: "active" },
    });
    const end = invoice.lines?.data?.[0]?.period?.end;
    if (end) {
      await prisma.planSubscription.updateMany({
        where: { id: row.id, OR: [{ currentPeriodEnd: null }, { currentPeriodEnd: { lt: seconds(end) } }] },
        data: { currentPeriodEnd: seconds(end) },
      });
    }
  }
  return status;
}
