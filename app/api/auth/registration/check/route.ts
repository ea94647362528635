import { route } from "@/lib/api/route";
import { checkSignupStep, signupCheckSchema } from "@/lib/accounts/signup-check";

export const POST = route({ auth: "public", body: signupCheckSchema }, ({ body }) => checkSignupStep(body));
