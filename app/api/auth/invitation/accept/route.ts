import { route } from "@/lib/api/route";
import { invitationAcceptSchema } from "@/lib/accounts/schemas";
import { joinWithExistingAccount } from "@/lib/accounts/invitation-join";
import { invitationJoinedSchema } from "@/lib/accounts/wire";

export const POST = route(
  { auth: "public", body: invitationAcceptSchema, response: invitationJoinedSchema },
  ({ body, ip }) => joinWithExistingAccount(body, ip),
);
