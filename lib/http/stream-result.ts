// A live stream a service returns as data (Server-Sent Events, docs/decisions/121); the route wrapper alone
// turns it into a Response (docs/decisions/171). The only streamed answer is the chat's event stream.
export const SSE_HEADERS: Readonly<Record<string, string>> = {
  "content-type": "text/event-stream; charset=utf-8",
  "cache-control": "no-cache, no-transform",
  "x-accel-buffering": "no",
};

export class StreamResult {
  constructor(
    readonly body: ReadableStream<Uint8Array>,
    readonly headers: Readonly<Record<string, string>> = SSE_HEADERS,
  ) {}

  toResponse(): Response {
    return new Response(this.body, { headers: { ...this.headers } });
  }
}
