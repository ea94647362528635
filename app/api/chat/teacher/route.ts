// SPEC §7 GET /chat/teacher/: the teacher's conversations with unread counts; POST starts one (issue 13).
import { route } from "@/lib/api/route";
import { listConversations, startConversation } from "@/lib/chat/conversations";
import { startAsTeacherSchema } from "@/lib/chat/schemas";
import { conversationStartedSchema, inboxSchema } from "@/lib/chat/wire";

export const GET = route({ permission: "chat:teacher", response: inboxSchema }, ({ actor }) =>
  listConversations(actor, "teacher"),
);

export const POST = route(
  { permission: "chat:teacher", body: startAsTeacherSchema, response: conversationStartedSchema },
  ({ actor, body }) => startConversation(actor, "teacher", body.parentId, body.childId),
);
