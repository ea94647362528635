// The Stripe client, built from lib/env (issue 11). STRIPE_API_URL points the SDK at a proxy or the local
// stand-in (tests/support/stripe-standin.ts) through its host/port/protocol settings (docs/decisions/110).
import Stripe from "stripe";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { log } from "@/lib/http/log";

let cached: { key: string; client: Stripe } | undefined;

/** Payments work only with a secret key; without one the pricing page says so and nothing else changes. */
export function isPaymentsConfigured(): boolean {
  return Boolean(env.STRIPE_SECRET_KEY);
}

export function notConfigured(): AppError {
  return new AppError("unavailable", "Payments are not configured on this Sprout server.");
}

export function stripeClient(): Stripe {
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw notConfigured();
  if (cached?.key === key) return cached.client;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : undefined;
  const protocol = api?.protocol === "http:" ? "http" : "https";
  const client = new Stripe(key, {
    ...(api ? { host: api.hostname, port: api.port || (protocol === "http" ? 80 : 443), protocol } : {}),
    maxNetworkRetries: 1,
    timeout: 20_000,
    appInfo: { name: "Sprout" },
  });
  cached = { key, client };
  return client;
}

export function webhookSecret(): string {
  if (!env.STRIPE_WEBHOOK_SECRET) throw notConfigured();
  return env.STRIPE_WEBHOOK_SECRET;
}

/** A Stripe call whose failure the parent should read as "try again", not as a 500 without a reason. */
export async function callStripe<T>(what: string, step: () => Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (error instanceof AppError) throw error;
    log.error("stripe call failed", { what, error: error instanceof Error ? error.message : String(error) });
    throw new AppError("unavailable", "Stripe could not be reached. Please try again in a moment.");
  }
}
