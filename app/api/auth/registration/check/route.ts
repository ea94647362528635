import { route } from "@/lib/http/route";
import { checkSignupStep, signupCheckSchema } from "@/lib/auth/signup-check";

export const POST = route({ auth: "public", body: signupCheckSchema }, ({ body }) => checkSignupStep(body));
