// SPEC §7 GET /chat/teacher/message/{id}: the opened conversation (owner + a page of messages); POST sends one.
import { route } from "@/lib/api/route";
import { getThread, sendMessage } from "@/lib/chat/messages";
import { conversationIdParams, sendMessageSchema, threadQuerySchema } from "@/lib/chat/schemas";
import { conversationSchema, messageViewSchema } from "@/lib/chat/wire";

export const GET = route(
  {
    permission: "chat:teacher",
    params: conversationIdParams,
    query: threadQuerySchema,
    response: conversationSchema,
  },
  ({ actor, params, query }) => getThread(actor, "teacher", params.id, query),
);

export const POST = route(
  {
    permission: "chat:teacher",
    params: conversationIdParams,
    body: sendMessageSchema,
    status: 201,
    response: messageViewSchema,
  },
  ({ actor, params, body }) => sendMessage(actor, "teacher", params.id, body.text),
);
