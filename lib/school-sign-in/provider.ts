// The school's OpenID provider through openid-client (issue 42): discovery of its settings, the client's
// authentication, and http allowed for a loopback issuer only (a provider run beside Sprout in the tests).
import * as oidc from "openid-client";
import { env } from "@/lib/env";
import { AppError } from "@/lib/http/errors";
import { isLoopbackIssuer } from "./schemas";

/** A provider that does not answer discovery within this many seconds is reported unreachable. */
const DISCOVERY_SECONDS = 8;
/** Discovered settings are kept this long per issuer, client and secret (keys rotate; settings rarely change). */
const CACHE_MS = 5 * 60 * 1000;

export type ProviderSettings = { issuer: string; clientId: string; clientSecret: string };

const cache = new Map<string, { at: number; config: Promise<oidc.Configuration> }>();

export function callbackUrl(): string {
  return `${env.APP_URL.replace(/\/$/, "")}/api/auth/school/callback/`;
}

function unreachable(issuer: string): AppError {
  const message = `Sprout could not read the sign-in settings of ${issuer} (its /.well-known/openid-configuration). Check the issuer address and that the provider is reachable.`;
  return new AppError("bad_request", message, { fieldErrors: { issuer: [message] } });
}

/** Reads the issuer's discovery document; an unreachable or invalid provider is a 400 naming the issuer. */
export async function discoverProvider(settings: ProviderSettings, fresh = false): Promise<oidc.Configuration> {
  const key = JSON.stringify(settings);
  const held = cache.get(key);
  if (!fresh && held && Date.now() - held.at < CACHE_MS) return held.config;
  const config = oidc
    .discovery(new URL(settings.issuer), settings.clientId, undefined, oidc.ClientSecretBasic(settings.clientSecret), {
      timeout: DISCOVERY_SECONDS,
      execute: isLoopbackIssuer(settings.issuer) ? [oidc.allowInsecureRequests] : [],
    })
    .catch(() => {
      cache.delete(key);
      throw unreachable(settings.issuer);
    });
  cache.set(key, { at: Date.now(), config });
  return config;
}

export type Authorization = { url: string; state: string; nonce: string; codeVerifier: string };

/** Where to send the browser: the provider's authorization endpoint with PKCE (S256), state and nonce. */
export async function authorizationRequest(config: oidc.Configuration): Promise<Authorization> {
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    response_type: "code",
    scope: "openid email profile",
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: "S256",
    state,
    nonce,
  });
  return { url: url.href, state, nonce, codeVerifier };
}

export type VerifiedClaims = Record<string, unknown>;

/**
 * The authorization-code grant for the provider's answer (`search`: its query string). openid-client checks the
 * state, the issuer, the ID token's signature, audience, expiry and nonce; any failure throws.
 */
export async function verifiedClaims(
  config: oidc.Configuration,
  search: string,
  checks: { state: string; nonce: string; codeVerifier: string },
): Promise<VerifiedClaims> {
  const current = new URL(callbackUrl());
  current.search = search;
  const tokens = await oidc.authorizationCodeGrant(config, current, {
    expectedState: checks.state,
    expectedNonce: checks.nonce,
    pkceCodeVerifier: checks.codeVerifier,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error("The provider answered without an ID token.");
  return claims as VerifiedClaims;
}
