// The JSON shapes lib/accounts answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";
import { userViewSchema } from "@/lib/auth/wire";

export const calendarConnectedSchema = z.object({ detail: z.string(), calendarConnected: z.boolean() });
export const emailConfirmedSchema = z.object({ role: z.string().nullable(), detail: z.string() });
export const signedInSchema = z
  .object({
    user: userViewSchema,
    access_token: z.string(),
    refresh_token: z.string(),
    sessionExpiresAt: z.string(),
  })
  .meta({ id: "SignedIn" });
/** Google sign-in: signed in, and whether the account was made just now. */
export const googleSignedInSchema = signedInSchema.extend({ created: z.boolean() });
export const passwordChangedSchema = z
  .object({
    detail: z.string(),
    role: z.enum(["student", "teacher", "parent", "organizer"]).nullable(),
  })
  .meta({ id: "PasswordChanged" });
export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() });
export const pendingEmailSchema = z.object({ pendingEmail: z.string().nullable() });
export const emailChangeRequestedSchema = z.object({ detail: z.string(), pendingEmail: z.string() });
/** Google sign-in's 202: the role to confirm before the account is made. */
export const roleToConfirmSchema = z.object({
  detail: z.string(),
  confirmation_token: z.string(),
  role: z.enum(["student", "teacher", "parent", "organizer"]),
});
/**
 * Registration and the wizard's step check: the message, and for a child under 13 the username they will sign in
 * with (issue 40), shown before and after the account is made.
 */
export const signupAnswerSchema = z
  .object({ detail: z.string(), username: z.string().optional() })
  .meta({ id: "SignupAnswer" });
