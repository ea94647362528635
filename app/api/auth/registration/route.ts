import { route } from "@/lib/http/route";
import { registrationSchema } from "@/lib/auth/schemas";
import { registerUser } from "@/lib/auth/register";

export const POST = route({ auth: "public", body: registrationSchema, status: 201 }, ({ body, ip }) =>
  registerUser(body, ip),
);
