// The JSON shapes lib/payments answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const subscriptionViewSchema = z
  .object({
    id: z.string(),
    intent_id: z.string().nullable(),
    plan: z.object({ id: z.string(), name: z.string(), interval: z.string() }),
    status: z.string(),
    currentPeriodEnd: z.string().nullable(),
    cancelAtPeriodEnd: z.boolean(),
    children: z.array(z.object({ id: z.string(), fullName: z.string() })),
    amount: z.object({ amount: z.number(), currency: z.string() }).nullable(),
  })
  .meta({ id: "SubscriptionView" });
export const paymentViewSchema = z
  .object({
    id: z.string(),
    amount: z.number(),
    currency: z.string(),
    status: z.string(),
    date: z.string(),
    plan: z.string().nullable(),
    invoiceUrl: z.string().nullable(),
    invoicePdf: z.string().nullable(),
  })
  .meta({ id: "PaymentView" });
export const planViewSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    price: z.number(),
    currency: z.string(),
    interval: z.string(),
    children: z.number(),
    unlocks: z.array(z.string()),
  })
  .meta({ id: "PlanView" });
export const subscriptionViewListSchema = z.array(subscriptionViewSchema);
export const paymentViewListSchema = z.array(paymentViewSchema);
export const paymentIntentSchema = z.object({ intent_id: z.string(), url: z.string().nullable() });
export const planViewListSchema = z.array(planViewSchema);
export const paymentVerifiedSchema = z.object({
  intent_id: z.string(),
  status: z.string(),
  subscriptionStatus: z.string(),
});
export const webhookReceivedSchema = z.object({ received: z.boolean(), outcome: z.string() });

export type PlanView = z.output<typeof planViewSchema>;
export type SubscriptionView = z.output<typeof subscriptionViewSchema>;
export type PaymentView = z.output<typeof paymentViewSchema>;
