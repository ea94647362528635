// The sign-up wizard's per-step check (POST /api/auth/registration/check/): the same rules registration
// applies, run before Next so a mistake is shown on its own step (address and username shape, password rules,
// match). Whether an e-mail or a username already has an account is never said here, as registration never says
// it (docs/decisions/075, 162): the address gets a mail instead. A child under 13 names a parent's address instead
// of an own one and is told the username they will sign in with (issue 40).
import { z } from "zod";
import { validationError } from "@/lib/http/errors";
import { passwordProblems } from "@/lib/auth/password";
import { suggestUsername } from "@/lib/auth/usernames";
import {
  checkContactAddresses,
  dateSchema,
  emailSchema,
  needsParentConsent,
  roleSchema,
  usernameSchema,
} from "./schemas";

export const PASSWORD_MISMATCH = "The two password fields didn't match.";

export const signupCheckSchema = z
  .object({
    step: z.enum(["account", "password"]),
    /** Sent by the wizard so a student's age decides which address is asked (docs/decisions/104). */
    role: roleSchema.optional(),
    dob: dateSchema.optional(),
    email: emailSchema.optional(),
    parentEmail: emailSchema.optional(),
    username: usernameSchema.optional(),
    firstname: z.string().trim().max(150).optional(),
    lastname: z.string().trim().max(150).optional(),
    password1: z.string().max(200).optional(),
    password2: z.string().max(200).optional(),
  })
  .superRefine(checkContactAddresses);

export async function checkSignupStep(
  input: z.output<typeof signupCheckSchema>,
): Promise<{ detail: string; username?: string }> {
  const fieldErrors: Record<string, string[]> = {};
  if (input.step !== "account") {
    const password = input.password1 ?? "";
    const weak = passwordProblems(password, [
      input.username ?? "",
      input.email?.split("@")[0] ?? "",
      input.firstname ?? "",
    ]);
    if (weak.length) fieldErrors.password1 = weak;
    if (password !== (input.password2 ?? "")) fieldErrors.password2 = [PASSWORD_MISMATCH];
  }
  if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);
  if (!needsParentConsent(input)) return { detail: "OK" };
  // The username a child will sign in with, shown before the account is made: the one they typed, or one made
  // from their name as Sprout makes usernames (always with a random suffix, so nothing is said about who exists).
  const username = input.username ?? (await suggestUsername(input.firstname ?? "", input.lastname ?? ""));
  return { detail: "OK", username };
}
