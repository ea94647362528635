import { route } from "@/lib/api/route";
import { postAuthRegistrationCheckResponse } from "@/lib/api/response-schemas";
import { checkSignupStep, signupCheckSchema } from "@/lib/accounts/signup-check";

export const POST = route(
  { auth: "public", body: signupCheckSchema, response: postAuthRegistrationCheckResponse },
  ({ body }) => checkSignupStep(body),
);
