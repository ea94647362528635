import { route } from "@/lib/http/route";
import { changePassword, passwordChangeSchema } from "@/lib/auth/password-reset";

export const POST = route({ permission: "profile:own", body: passwordChangeSchema }, ({ actor, body }) =>
  changePassword(actor, body),
);
