// Read receipts (issue 13): the teacher has read the other side's messages up to `upTo` (all when omitted).
import { route } from "@/lib/api/route";
import { markRead } from "@/lib/chat/messages";
import { conversationIdParams, markReadSchema } from "@/lib/chat/schemas";
import { messagesReadSchema } from "@/lib/chat/wire";

export const POST = route(
  {
    permission: "chat:teacher",
    params: conversationIdParams,
    body: markReadSchema,
    response: messagesReadSchema,
  },
  ({ actor, params, body }) => markRead(actor, "teacher", params.id, body.upTo),
);
