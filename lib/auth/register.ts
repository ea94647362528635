import { z } from "zod";
import { prisma } from "@/lib/db/client";
import { validationError } from "@/lib/http/errors";
import { hashPassword, passwordProblems } from "./password";
import { ROLE_FLAG } from "./roles";
import { registrationSchema } from "./schemas";
import { sendConfirmation } from "./email-confirmation";
import { uniqueUsername } from "./usernames";
import { isUnderConsentAge } from "@/lib/parents/consent-age";
import { requestParentConsent } from "@/lib/parents/consent";

type Registration = z.output<typeof registrationSchema>;

export async function registerUser(input: Registration): Promise<{ detail: string }> {
  const fieldErrors: Record<string, string[]> = {};
  const weak = passwordProblems(input.password1, [input.username ?? "", input.email?.split("@")[0] ?? "", input.firstname]);
  if (weak.length) fieldErrors.password1 = weak;
  const [emailTaken, usernameTaken] = await Promise.all([
    input.email ? prisma.user.findUnique({ where: { email: input.email }, select: { id: true } }) : null,
    input.username ? prisma.user.findUnique({ where: { username: input.username }, select: { id: true } }) : null,
  ]);
  if (emailTaken) fieldErrors.email = ["A user is already registered with this e-mail address."];
  if (usernameTaken) fieldErrors.username = ["A user with that username already exists."];
  if (Object.keys(fieldErrors).length) throw validationError(fieldErrors);

  const username = input.username ?? (await uniqueUsername(input.email?.split("@")[0] ?? input.firstname));
  // A child under 13 waits, switched off, for the named parent's consent (docs/decisions/104).
  const needsConsent = input.role === "student" && Boolean(input.parentEmail) && isUnderConsentAge(input.dob ?? "");
  const user = await prisma.user.create({
    data: {
      email: input.email ?? null,
      isActive: !needsConsent,
      username,
      passwordHash: await hashPassword(input.password1),
      firstname: input.firstname,
      lastname: input.lastname ?? "",
      [ROLE_FLAG[input.role]]: true,
      country: input.country ?? "",
      schoolCountry: input.schoolCountry ?? "",
      schoolName: input.schoolName ?? "",
      grade: input.grade ?? "",
      dob: input.dob ? new Date(`${input.dob}T00:00:00Z`) : null,
    },
  });
  await sendConfirmation(user);
  if (needsConsent) {
    await requestParentConsent(user, input.parentEmail!);
    return { detail: "We sent your parent an e-mail. You can sign in once they say yes." };
  }
  return { detail: "Verification e-mail sent." };
}
