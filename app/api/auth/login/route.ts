import { route } from "@/lib/http/route";
import { loginSchema } from "@/lib/auth/schemas";
import { login } from "@/lib/auth/login";

export const POST = route({ auth: "public", body: loginSchema }, ({ body, ip, req }) =>
  login({ ...body, ip, userAgent: req.headers.get("user-agent") ?? "" }),
);
