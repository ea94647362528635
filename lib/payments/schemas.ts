// Request bodies of the payment endpoints (SPEC §7 Payments) and the plan file's shape (content/plans.json).
import { z } from "zod";

export const initiateSchema = z.object({
  plan_id: z.string({ error: "Choose a plan." }).trim().min(1, "Choose a plan.").max(100),
  children: z
    .array(z.uuid({ error: "Choose your children from the list." }), { error: "Choose at least one child." })
    .min(1, "Choose at least one child.")
    .max(50, "Choose at most 50 children."),
});

export const verifySchema = z.object({
  intent_id: z
    .string({ error: "The payment to verify is missing." })
    .trim()
    .min(1, "The payment to verify is missing.")
    .max(255),
});

export const cancelSchema = z.object({
  subscriptionId: z.uuid({ error: "Choose the plan to cancel." }),
});

export const planFileSchema = z.object({
  plans: z.array(
    z.object({
      id: z.string().regex(/^[a-z0-9-]{1,60}$/),
      name: z.string().min(1),
      description: z.string(),
      /** Per child per interval, in the currency's smallest unit (cents). */
      price_cents: z.number().int().positive(),
      currency: z
        .string()
        .length(3)
        .transform((c) => c.toLowerCase()),
      interval: z.enum(["month", "year"]),
      /** How many children one subscription of the plan may cover. */
      children: z.number().int().min(1).max(50),
      unlocks: z.array(z.string()),
      /** A Price already made in the school's Stripe dashboard; without it Checkout gets the price inline. */
      stripe_price_id: z.string().optional(),
    }),
  ),
});

export type InitiateInput = z.infer<typeof initiateSchema>;
