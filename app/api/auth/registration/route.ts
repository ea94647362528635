import { route } from "@/lib/api/route";
import { detailSchema } from "@/lib/api/response-schemas";
import { registrationSchema } from "@/lib/accounts/schemas";
import { registerUser } from "@/lib/accounts/register";

export const POST = route(
  { auth: "public", body: registrationSchema, status: 201, response: detailSchema },
  ({ body, ip }) => registerUser(body, ip),
);
