// Live chat events as Server-Sent Events (docs/decisions/121). Resumes after `Last-Event-ID` (or ?lastEventId=).
import { route } from "@/lib/api/route";
import { openChatStream, SSE_HEADERS } from "@/lib/chat/stream";
import { streamQuerySchema } from "@/lib/chat/schemas";

export const dynamic = "force-dynamic";

export const GET = route({ auth: "user", query: streamQuerySchema }, async ({ actor, query, req }) => {
  const resume = streamQuerySchema.parse({
    lastEventId: req.headers.get("last-event-id") ?? query.lastEventId,
  }).lastEventId;
  return new Response(await openChatStream(actor, resume, req.signal), { headers: SSE_HEADERS });
});
