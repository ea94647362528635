import { route } from "@/lib/api/route";
import { emailChangeSchema } from "@/lib/accounts/schemas";
import { pendingEmailChange, requestEmailChange } from "@/lib/accounts/email-change";
import { emailChangeRequestedSchema, pendingEmailSchema } from "@/lib/accounts/wire";

/** The address waiting for confirmation, if any (docs/decisions/201). */
export const GET = route({ permission: "profile:own", response: pendingEmailSchema }, ({ actor }) =>
  pendingEmailChange(actor),
);

/** Asks to move the account to a new address: a link is mailed to it; the old address is told. */
export const POST = route(
  {
    permission: "profile:own",
    body: emailChangeSchema,
    status: 202,
    audit: { action: "user.email_change" },
    response: emailChangeRequestedSchema,
  },
  ({ actor, body, audit }) => {
    audit.record = { type: "user", id: actor.id };
    return requestEmailChange(actor, body);
  },
);
