// Read receipts (issue 13): the parent has read the other side's messages up to `upTo` (all when omitted).
import { route } from "@/lib/api/route";
import { markRead } from "@/lib/chat/messages";
import { conversationIdParams, markReadSchema } from "@/lib/chat/schemas";
import { messagesReadSchema } from "@/lib/chat/wire";

export const POST = route(
  {
    permission: "chat:parent",
    params: conversationIdParams,
    body: markReadSchema,
    response: messagesReadSchema,
  },
  ({ actor, params, body }) => markRead(actor, "parent", params.id, body.upTo),
);
