// A teacher or parent reports one message to the organizer of the child's organization (docs/decisions/120).
import { route } from "@/lib/api/route";
import { reportMessage } from "@/lib/chat/messages";
import { messageIdParams, reportSchema } from "@/lib/chat/schemas";
import { messageReportedSchema } from "@/lib/chat/wire";

export const POST = route(
  { auth: "user", params: messageIdParams, body: reportSchema, status: 201, response: messageReportedSchema },
  ({ actor, params, body }) => reportMessage(actor, params.id, body.reason),
);
