import { route } from "@/lib/api/route";
import { invitationJoinSchema } from "@/lib/accounts/schemas";
import { joinWithNewAccount } from "@/lib/accounts/invitation-join";
import { invitationJoinedSchema } from "@/lib/accounts/wire";

export const POST = route(
  { auth: "public", body: invitationJoinSchema, status: 201, response: invitationJoinedSchema },
  ({ body, ip }) => joinWithNewAccount(body, ip),
);
