// SPEC §7 GET /chat/parent/: the parent's conversations with unread counts; POST starts one (issue 13).
import { route } from "@/lib/api/route";
import { listConversations, startConversation } from "@/lib/chat/conversations";
import { startAsParentSchema } from "@/lib/chat/schemas";
import { conversationStartedSchema, inboxSchema } from "@/lib/chat/wire";

export const GET = route({ permission: "chat:parent", response: inboxSchema }, ({ actor }) =>
  listConversations(actor, "parent"),
);

export const POST = route(
  { permission: "chat:parent", body: startAsParentSchema, response: conversationStartedSchema },
  ({ actor, body }) => startConversation(actor, "parent", body.teacherId, body.childId),
);
