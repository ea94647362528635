// The school's own sign-in settings (issue 42): OpenID Connect issuer, client id and (write-only) secret,
// e-mail domains and the sourcedId claim. Organizers of the organization only.
import { route } from "@/lib/api/route";
import { organizationParams } from "@/lib/organizations/schemas";
import { deleteSignInConfig, getSignInConfig, saveSignInConfig } from "@/lib/school-sign-in/config";
import { signInConfigSchema } from "@/lib/school-sign-in/schemas";
import { signInConfigViewSchema } from "@/lib/school-sign-in/wire";

export const GET = route(
  { permission: "organizations:manage", params: organizationParams, response: signInConfigViewSchema },
  ({ actor, params }) => getSignInConfig(actor, params.id),
);

export const PUT = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    body: signInConfigSchema,
    response: signInConfigViewSchema,
    audit: { action: "organization.sign_in_update", record: "organization" },
  },
  ({ actor, params, body }) => saveSignInConfig(actor, params.id, body),
);

export const DELETE = route(
  {
    permission: "organizations:manage",
    params: organizationParams,
    response: signInConfigViewSchema,
    audit: { action: "organization.sign_in_delete", record: "organization" },
  },
  ({ actor, params }) => deleteSignInConfig(actor, params.id),
);
