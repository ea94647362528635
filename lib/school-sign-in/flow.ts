// Signing in with the school's identity provider (issue 42): start sends the browser to the provider with PKCE,
// state and nonce kept in oidc_login (10 minutes); the callback takes that row in one statement (a replayed
// answer finds nothing), has openid-client verify the answer and ID token, matches the person and hands the
// browser a single-use ticket for next-auth (lib/auth/sign-in-ticket.ts). Every refusal lands on the login page.
import { prisma } from "@/lib/db/client";
import { addSeconds, now } from "@/lib/clock";
import { AppError } from "@/lib/http/errors";
import { RedirectResult } from "@/lib/http/redirect-result";
import { issueSignInTicket } from "@/lib/auth/sign-in-ticket";
import { recordSignIn, type SignInContext } from "@/lib/audit/sign-in";
import type { OrganizationSignIn } from "@/lib/generated/prisma/client";
import { providerSettingsOf } from "./config";
import { matchPerson } from "./match";
import { refusalMessage, type Refusal } from "./messages";
import { authorizationRequest, discoverProvider, verifiedClaims } from "./provider";

export const LOGIN_SECONDS = 10 * 60;
export const FINISH_PATH = "/login/school/finish";

function refused(reason: Refusal, organizationId = "", email = ""): RedirectResult {
  const q = new URLSearchParams({ error: reason });
  if (organizationId) q.set("school", organizationId);
  if (email) q.set("email", email);
  return new RedirectResult(`/login/school?${q.toString()}`, 303);
}

async function configFor(query: { organization?: string; email?: string }) {
  if (query.organization) {
    const row = await prisma.organizationSignIn.findUnique({ where: { organizationId: query.organization } });
    return row ? { row } : { refusal: "not-configured" as const };
  }
  const domain = (query.email ?? "").toLowerCase().replace(/^.*@/, "");
  const rows = domain
    ? await prisma.organizationSignIn.findMany({ where: { domains: { has: domain }, enabled: true }, take: 2 })
    : [];
  if (rows.length > 1) return { refusal: "several-schools" as const };
  return rows[0] ? { row: rows[0] } : { refusal: "no-school" as const };
}

async function providerOf(row: OrganizationSignIn) {
  const settings = providerSettingsOf(row);
  return settings ? discoverProvider(settings).catch(() => null) : null;
}

/** GET /auth/school/start: to the school's provider, or back to the login page saying why not. */
export async function startSchoolSignIn(query: { organization?: string; email?: string }): Promise<RedirectResult> {
  const found = await configFor(query);
  const email = query.email ?? "";
  if (!found.row) return refused(found.refusal, query.organization, email);
  const { row } = found;
  if (!row.enabled) return refused("not-configured", row.organizationId);
  const config = await providerOf(row);
  if (!config) return refused("unreachable", row.organizationId);
  const request = await authorizationRequest(config);
  const at = now();
  await prisma.oidcLogin.deleteMany({ where: { createdAt: { lt: addSeconds(at, -LOGIN_SECONDS) } } });
  await prisma.oidcLogin.create({
    data: {
      state: request.state,
      organizationId: row.organizationId,
      nonce: request.nonce,
      codeVerifier: request.codeVerifier,
      createdAt: at,
    },
  });
  return new RedirectResult(request.url, 302);
}

type Flight = { organizationId: string; nonce: string; codeVerifier: string; createdAt: Date };

/** The sign-in in flight for this state, taken and deleted in one statement; null when unknown, used or old. */
async function takeLogin(state: string | undefined): Promise<Flight | null> {
  if (!state) return null;
  const rows = await prisma.$queryRaw<Flight[]>`
    DELETE FROM oidc_login WHERE state = ${state}
    RETURNING organization_id::text AS "organizationId", nonce, code_verifier AS "codeVerifier", created_at AS "createdAt"`;
  const flight = rows[0];
  return flight && flight.createdAt > addSeconds(now(), -LOGIN_SECONDS) ? flight : null;
}

/** GET /auth/school/callback: the provider's answer (`search`, its query string) becomes a ticket or a refusal. */
export async function finishSchoolSignIn(
  search: string,
  state: string | undefined,
  context: SignInContext,
): Promise<RedirectResult> {
  const flight = await takeLogin(state);
  const refuse = async (reason: Refusal, email = "") => {
    const message = refusalMessage(reason, "", email);
    const error = new AppError(
      reason === "failed" || reason === "unreachable" ? "bad_request" : "unauthorized",
      message,
    );
    await recordSignIn("school", context, { user: null, attempted: email || "(school sign-in)", error });
    return refused(reason, flight?.organizationId, email);
  };
  if (!flight) return refuse("expired");
  const row = await prisma.organizationSignIn.findUnique({ where: { organizationId: flight.organizationId } });
  if (!row?.enabled) return refuse("not-configured");
  const config = await providerOf(row);
  if (!config) return refuse("unreachable");
  let claims;
  try {
    claims = await verifiedClaims(config, search, { state: state!, ...flight });
  } catch {
    return refuse("failed");
  }
  const match = await matchPerson(row.organizationId, claims, row.sourcedIdClaim);
  if (match.kind === "refused") return refuse(match.reason, match.email);
  const ticket = await issueSignInTicket(match.user.id, row.organizationId);
  return new RedirectResult(`${FINISH_PATH}#ticket=${ticket}`, 303);
}
