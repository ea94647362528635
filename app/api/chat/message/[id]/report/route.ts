// A teacher or parent reports one message to the organizer of the child's organization (docs/decisions/120).
import { route } from "@/lib/api/route";
import { postChatMessageIdReportResponse } from "@/lib/api/response-schemas";
import { reportMessage } from "@/lib/chat/messages";
import { messageIdParams, reportSchema } from "@/lib/chat/schemas";

export const POST = route(
  { auth: "user", params: messageIdParams, body: reportSchema, status: 201, response: postChatMessageIdReportResponse },
  ({ actor, params, body }) => reportMessage(actor, params.id, body.reason),
);
