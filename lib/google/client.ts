// Google through its official clients, with configurable endpoints (GOOGLE_API_URL, GOOGLE_OAUTH_URL) so
// tests run against a local stand-in and a school can route through a proxy.
import { google } from "googleapis";

type OAuth2Client = InstanceType<typeof google.auth.OAuth2>;
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";

export const GOOGLE_NOT_CONFIGURED =
  "Google sign-in is not configured on this server. Ask your administrator to set GOOGLE_CLIENT_ID, or sign in with your password.";

export type GoogleIdentity = {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
};

/** An OAuth2 client of this deployment (its tokeninfo at GOOGLE_OAUTH_URL), holding `accessToken` when given. */
export function oauthClient(accessToken?: string): OAuth2Client {
  const client = new google.auth.OAuth2({
    clientId: env.GOOGLE_CLIENT_ID,
    clientSecret: env.GOOGLE_CLIENT_SECRET,
    endpoints: { tokenInfoUrl: new URL("tokeninfo", env.GOOGLE_OAUTH_URL).toString() },
  });
  if (accessToken) client.setCredentials({ access_token: accessToken });
  return client;
}

/**
 * Verifies that the access token was issued to this deployment's client (audience), then reads the profile.
 * The account is identified by Google's subject, never by email.
 */
export async function googleIdentity(accessToken: string): Promise<GoogleIdentity> {
  if (!env.googleConfigured) throw new AppError("unavailable", GOOGLE_NOT_CONFIGURED);
  const client = oauthClient(accessToken);
  let info: Awaited<ReturnType<OAuth2Client["getTokenInfo"]>>;
  try {
    info = await client.getTokenInfo(accessToken);
  } catch {
    throw new AppError("bad_request", "Google did not accept this sign-in. Please try again.");
  }
  if (info.aud !== env.GOOGLE_CLIENT_ID || !info.sub) {
    throw new AppError("bad_request", "This Google sign-in was issued for another application.");
  }
  const oauth2 = google.oauth2({ version: "v2", auth: client, rootUrl: env.GOOGLE_API_URL });
  const { data } = await oauth2.userinfo.get().catch(() => {
    throw new AppError("bad_request", "Google did not accept this sign-in. Please try again.");
  });
  if (data.id && data.id !== info.sub) throw new AppError("bad_request", "Google returned an inconsistent identity.");
  return {
    subject: info.sub,
    email: (data.email ?? info.email ?? "").toLowerCase(),
    emailVerified: Boolean(data.verified_email ?? info.email_verified),
    givenName: data.given_name ?? "",
    familyName: data.family_name ?? "",
  };
}
