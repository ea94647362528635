// The organizer's view of chat: reported messages, one each, and counts — never a thread (docs/decisions/120).
import { route } from "@/lib/api/route";
import { listReports } from "@/lib/chat/messages";
import { chatReportsSchema } from "@/lib/chat/wire";

export const GET = route({ permission: "audit:read", response: chatReportsSchema }, ({ actor }) => listReports(actor));
