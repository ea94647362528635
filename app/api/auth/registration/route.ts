import { route } from "@/lib/api/route";
import { registrationSchema } from "@/lib/accounts/schemas";
import { registerUser } from "@/lib/accounts/register";
import { detailSchema } from "@/lib/http/wire";

export const POST = route(
  { auth: "public", body: registrationSchema, status: 201, response: detailSchema },
  ({ body, ip }) => registerUser(body, ip),
);
