// Input of the license endpoints (SPEC §7 Organizer; docs/decisions/135). Price is US dollars for the whole term
// (a number or a numeric string, at most two decimals, up to $1,000,000), duration whole days (1 to 3650), seats
// whole students (1 to 100,000, 30 when left out).
import { z } from "zod";

export const MAX_PRICE_CENTS = 100_000_000;
export const MAX_DURATION_DAYS = 3650;
export const MAX_SEATS = 100_000;
export const DEFAULT_SEATS = 30;

const PRICE = /^\d{1,7}(\.\d{1,2})?$/;

export const priceSchema = z
  .union([z.number(), z.string().trim()], { message: "Enter a price, for example 120 or 99.50." })
  .transform((v, ctx) => {
    const text = typeof v === "number" ? String(v) : v;
    if (!PRICE.test(text)) {
      ctx.addIssue({ code: "custom", message: "Enter a price in dollars with at most two decimals, like 99.50." });
      return z.NEVER;
    }
    const cents = Math.round(Number(text) * 100);
    if (cents > MAX_PRICE_CENTS) {
      ctx.addIssue({ code: "custom", message: "A price can be at most $1,000,000." });
      return z.NEVER;
    }
    return cents;
  });

const wholeNumber = (what: string, min: number, max: number) =>
  z.coerce
    .number({ message: `Enter the ${what} as a whole number.` })
    .int(`Enter the ${what} as a whole number.`)
    .min(min, `The ${what} must be at least ${min}.`)
    .max(max, `The ${what} can be at most ${max.toLocaleString("en-US")}.`);

export const licenseInputSchema = z.object({
  name: z.string({ message: "Give the license a name." }).trim().min(1, "Give the license a name.").max(100),
  description: z.string().trim().max(1000, "Keep the description under 1000 characters.").default(""),
  price: priceSchema,
  duration: wholeNumber("duration in days", 1, MAX_DURATION_DAYS),
  seats: wholeNumber("number of seats", 1, MAX_SEATS).default(DEFAULT_SEATS),
});
export type LicenseInput = z.input<typeof licenseInputSchema>;

export const licenseRequestSchema = z.object({
  license: z.string({ message: "Choose a license." }).uuid("Choose a license from the catalog."),
});

export const orgParams = z.object({ orgId: z.string().uuid() });
export const requestParams = z.object({ orgId: z.string().uuid(), requestId: z.string().uuid() });

/** An administrator's answer to a request. */
export const answerRequestSchema = z.object({
  status: z.enum(["granted", "declined"], { message: "Choose granted or declined." }),
});
