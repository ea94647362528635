import { route } from "@/lib/api/route";
import { checkSignupStep, signupCheckSchema } from "@/lib/accounts/signup-check";
import { signupAnswerSchema } from "@/lib/accounts/wire";

export const POST = route({ auth: "public", body: signupCheckSchema, response: signupAnswerSchema }, ({ body }) =>
  checkSignupStep(body),
);
