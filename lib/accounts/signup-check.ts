// The sign-up wizard's per-step check (POST /api/auth/registration/check/): the same rules registration
// applies, run before Next so a mistake is shown on its own step (address and username shape, password rules,
// match). Whether an e-mail or a username already has an account is never said here, as registration never says
// it (docs/decisions/075, 162): the address gets a mail instead.
import { z } from "zod";
import { validationError } from "@/lib/http/errors";
import { passwordProblems } from "@/lib/auth/password";
import { emailSchema, usernameSchema } from "./schemas";

export const PASSWORD_MISMATCH = "The two password fields didn't match.";

export const signupCheckSchema = z.object({
  step: z.enum(["account", "password"]),
  email: emailSchema,
  username: usernameSchema.optional(),
  firstname: z.string().trim().max(150).optional(),
  password1: z.string().max(200).optional(),
  password2: z.string().max(200).optional(),
});

export async function checkSignupStep(input: z.output<typeof signupCheckSchema>): Promise<{ detail: string }> {
  const fieldErrors: Record<string, string[]> = {};
  if (input.step !== "account") {
    const password = input.password1 ?? "";
    const weak = passwordProblems(password, [input.username ?? "", input.email.split("@")[0], input.firstname ?? ""]);
    if (weak.length) fieldErrors.password1 = weak;
    if (password !== (input.password2 ?? "")) fieldErrors.password2 = [PASSWORD_MISMATCH];
  }
  if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);
  return { detail: "OK" };
}
