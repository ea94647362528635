// The JSON shape of the school's sign-in settings (issue 42): the one source of the wire shape, for the route and
// the organizer's dashboard. The client secret is write-only: only whether one is stored is answered.
import { z } from "zod";

export const signInConfigViewSchema = z.object({
  configured: z.boolean(),
  issuer: z.string(),
  clientId: z.string(),
  hasSecret: z.boolean(),
  sourcedIdClaim: z.string(),
  domains: z.array(z.string()),
  label: z.string(),
  enabled: z.boolean(),
  /** What the organizer registers at the provider as the redirect (reply) URI. */
  redirectUri: z.string(),
  /** The direct sign-in link the organizer shares with the school's people. */
  signInUrl: z.string(),
});
export type SignInConfigView = z.output<typeof signInConfigViewSchema>;
