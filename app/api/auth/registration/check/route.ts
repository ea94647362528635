import { route } from "@/lib/api/route";
import { checkSignupStep, signupCheckSchema } from "@/lib/accounts/signup-check";
import { detailSchema } from "@/lib/http/wire";

export const POST = route({ auth: "public", body: signupCheckSchema, response: detailSchema }, ({ body }) =>
  checkSignupStep(body),
);
