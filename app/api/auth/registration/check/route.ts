import { route } from "@/lib/api/route";
import { detailSchema } from "@/lib/api/response-schemas";
import { checkSignupStep, signupCheckSchema } from "@/lib/accounts/signup-check";

export const POST = route({ auth: "public", body: signupCheckSchema, response: detailSchema }, ({ body }) =>
  checkSignupStep(body),
);
