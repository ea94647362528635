// Live chat events as Server-Sent Events (docs/decisions/121). Resumes after `Last-Event-ID` (or ?lastEventId=).
// The stream goes out as a StreamResult, the wrapper's one streamed answer (docs/decisions/171).
import { route } from "@/lib/api/route";
import { streamResponse } from "@/lib/api/response";
import { openChatStream } from "@/lib/chat/stream";
import { streamQuerySchema } from "@/lib/chat/schemas";
import { StreamResult } from "@/lib/http/stream-result";

export const dynamic = "force-dynamic";

export const GET = route(
  {
    auth: "user",
    query: streamQuerySchema,
    response: streamResponse("Server-Sent Events: `message` and `read` events of the caller's conversations."),
  },
  async ({ actor, query, req }) => {
    const resume = streamQuerySchema.parse({
      lastEventId: req.headers.get("last-event-id") ?? query.lastEventId,
    }).lastEventId;
    return new StreamResult(await openChatStream(actor, resume, req.signal));
  },
);
