// Request schemas of the school's own sign-in (issue 42): the organizer's OpenID Connect settings and the
// sign-in flow's query strings.
import { z } from "zod";

const LOOPBACK = new Set(["127.0.0.1", "localhost", "[::1]"]);
const ISSUER_RULE = "The issuer must be an https:// address (http:// only for a provider on this computer).";

/** https, or http on a loopback address only (a provider run beside Sprout in the tests). */
export function isAllowedIssuer(value: string): boolean {
  try {
    const url = new URL(value);
    if (url.username || url.password || url.hash || url.search) return false;
    return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK.has(url.hostname));
  } catch {
    return false;
  }
}

export const isLoopbackIssuer = (issuer: string) => new URL(issuer).protocol === "http:";

const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;
const domainSchema = z
  .string({ error: "Each e-mail domain is text, like school.org." })
  .trim()
  .toLowerCase()
  .transform((s) => s.replace(/^@/, ""))
  .pipe(z.string().regex(DOMAIN, "Each e-mail domain looks like school.org."));

export const signInConfigSchema = z.object({
  issuer: z
    .string({ error: "The issuer is required." })
    .trim()
    .min(1, "The issuer is required.")
    .max(500, "The issuer can be at most 500 characters.")
    .refine(isAllowedIssuer, ISSUER_RULE),
  clientId: z
    .string({ error: "The client id is required." })
    .trim()
    .min(1, "The client id is required.")
    .max(300, "The client id can be at most 300 characters."),
  /** Write-only; left out (or empty) keeps the stored one. */
  clientSecret: z.string().max(1000, "The client secret can be at most 1000 characters.").optional(),
  sourcedIdClaim: z
    .string()
    .trim()
    .max(100, "The claim's name can be at most 100 characters.")
    .regex(/^[A-Za-z0-9_.:/-]*$/, "The claim's name is letters, digits and _ . : / - only.")
    .optional()
    .default(""),
  domains: z
    .array(domainSchema)
    .max(20, "At most 20 e-mail domains.")
    .optional()
    .default([])
    .transform((d) => [...new Set(d)]),
  label: z.string().trim().max(120, "The button's words can be at most 120 characters.").optional().default(""),
  enabled: z.boolean().optional().default(true),
});
export type SignInConfigInput = z.infer<typeof signInConfigSchema>;

export const startQuery = z
  .object({
    organization: z.uuid("No school uses this sign-in link.").optional(),
    email: z.string().trim().max(320, "This e-mail address is too long.").optional(),
  })
  .refine((q) => q.organization || q.email, { message: "Type your school e-mail address.", path: ["email"] });

/** The provider's answer: read from the URL by openid-client; only its state is looked at here. */
export const callbackQuery = z.looseObject({ state: z.string().max(500).optional() });
