// The organizer's view of chat: reported messages, one each, and counts — never a thread (docs/decisions/120).
import { route } from "@/lib/api/route";
import { getChatReportsResponse } from "@/lib/api/response-schemas";
import { listReports } from "@/lib/chat/messages";

export const GET = route({ permission: "audit:read", response: getChatReportsResponse }, ({ actor }) =>
  listReports(actor),
);
