import { route } from "@/lib/api/route";
import { loginSchema } from "@/lib/accounts/schemas";
import { login } from "@/lib/accounts/login";
import { DEVICE_COOKIE, deviceCookie, issueDeviceToken } from "@/lib/auth/device";
import { env } from "@/lib/env";
import { signedInSchema } from "@/lib/accounts/wire";

// login() records the attempt itself (lib/audit/sign-in.ts), with the account it signed in or aimed at.
export const POST = route(
  { auth: "public", body: loginSchema, audit: false, response: signedInSchema },
  async ({ body, ip, req, requestId, setCookie }) => {
    const deviceToken = req.cookies.get(DEVICE_COOKIE)?.value;
    const result = await login({ ...body, ip, userAgent: req.headers.get("user-agent") ?? "", deviceToken, requestId });
    // This browser is now known to the account: its later sign-ins skip the strangers' throttle.
    setCookie(deviceCookie(issueDeviceToken(result.user.id), env.APP_URL.startsWith("https:")));
    return result;
  },
);
