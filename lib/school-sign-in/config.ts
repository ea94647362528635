// The organizer's settings of the school's own sign-in (issue 42): GET, PUT and DELETE under
// /organization/{id}/sign-in, organizers of the organization only (findOrganizationOrThrow "write": a teacher
// member 403, an outsider 404). PUT reads the issuer's discovery document first; the client secret is sealed
// (lib/auth/sealed.ts) and never answered.
import type { Actor } from "@/lib/auth/authenticate";
import { sealText, unsealText } from "@/lib/auth/sealed";
import { findOrganizationOrThrow } from "@/lib/access/organizations";
import { prisma } from "@/lib/db/client";
import { env } from "@/lib/env";
import { validationError } from "@/lib/http/errors";
import type { OrganizationSignIn } from "@/lib/generated/prisma/client";
import { callbackUrl, discoverProvider, type ProviderSettings } from "./provider";
import type { SignInConfigInput } from "./schemas";
import type { SignInConfigView } from "./wire";

const SECRET_KEY = { salt: "sprout-school-sign-in", info: "client-secret-v1" };

export function signInUrlOf(organizationId: string): string {
  return `${env.APP_URL.replace(/\/$/, "")}/login/school/${organizationId}`;
}

function view(organizationId: string, row: OrganizationSignIn | null): SignInConfigView {
  return {
    configured: Boolean(row),
    issuer: row?.issuer ?? "",
    clientId: row?.clientId ?? "",
    hasSecret: Boolean(row?.clientSecret),
    sourcedIdClaim: row?.sourcedIdClaim ?? "",
    domains: row?.domains ?? [],
    label: row?.label ?? "",
    enabled: row?.enabled ?? false,
    redirectUri: callbackUrl(),
    signInUrl: signInUrlOf(organizationId),
  };
}

/** The provider's settings with the secret unsealed, for the sign-in flow (null when it cannot be read). */
export function providerSettingsOf(row: OrganizationSignIn): ProviderSettings | null {
  const clientSecret = unsealText(SECRET_KEY, row.clientSecret);
  return clientSecret === null ? null : { issuer: row.issuer, clientId: row.clientId, clientSecret };
}

export async function getSignInConfig(actor: Actor, organizationId: string): Promise<SignInConfigView> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  return view(org.id, await prisma.organizationSignIn.findUnique({ where: { organizationId: org.id } }));
}

export async function saveSignInConfig(
  actor: Actor,
  organizationId: string,
  input: SignInConfigInput,
): Promise<SignInConfigView> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  const held = await prisma.organizationSignIn.findUnique({ where: { organizationId: org.id } });
  const secret = input.clientSecret ? input.clientSecret : held ? providerSettingsOf(held)?.clientSecret : undefined;
  if (!secret) throw validationError({ clientSecret: ["The client secret is required."] });
  // Read before anything is written: a provider that cannot be reached is refused with its address.
  await discoverProvider({ issuer: input.issuer, clientId: input.clientId, clientSecret: secret }, true);
  const data = {
    issuer: input.issuer,
    clientId: input.clientId,
    clientSecret: sealText(SECRET_KEY, secret),
    sourcedIdClaim: input.sourcedIdClaim,
    domains: input.domains,
    label: input.label,
    enabled: input.enabled,
  };
  const row = await prisma.organizationSignIn.upsert({
    where: { organizationId: org.id },
    create: { organizationId: org.id, ...data },
    update: data,
  });
  return view(org.id, row);
}

export async function deleteSignInConfig(actor: Actor, organizationId: string): Promise<SignInConfigView> {
  const org = await findOrganizationOrThrow(actor, organizationId, "write");
  await prisma.organizationSignIn.deleteMany({ where: { organizationId: org.id } });
  return view(org.id, null);
}

/** What the public sign-in link's page shows: the school's name and its button's words (null: no such sign-in). */
export async function publicSignInOf(organizationId: string): Promise<{ name: string; label: string } | null> {
  if (!/^[0-9a-f-]{36}$/i.test(organizationId)) return null;
  const org = await prisma.organization.findUnique({
    where: { id: organizationId },
    select: { name: true, signIn: { select: { label: true, enabled: true } } },
  });
  if (!org) return null;
  return org.signIn?.enabled ? { name: org.name, label: org.signIn.label || `Sign in with ${org.name}` } : null;
}

/** The school's name for a refusal message ("" when unknown). */
export async function schoolNameOf(organizationId: string | undefined): Promise<string> {
  if (!organizationId || !/^[0-9a-f-]{36}$/i.test(organizationId)) return "";
  const org = await prisma.organization.findUnique({ where: { id: organizationId }, select: { name: true } });
  return org?.name ?? "";
}
