import { route } from "@/lib/api/route";
import { registrationSchema } from "@/lib/accounts/schemas";
import { registerUser } from "@/lib/accounts/register";
import { signupAnswerSchema } from "@/lib/accounts/wire";

export const POST = route(
  { auth: "public", body: registrationSchema, status: 201, response: signupAnswerSchema },
  ({ body, ip }) => registerUser(body, ip),
);
