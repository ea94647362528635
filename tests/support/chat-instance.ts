// A second app instance for the chat tests and bench: its own process, its own Prisma pool and its own LISTEN
// connection, on the DATABASE_URL it is given. It serves GET /api/chat/stream and POST
// /api/chat/{side}/message/{id} through the real route handlers and prints `port=<n>` once listening.
// Run: node --conditions=react-server --import tsx tests/support/chat-instance.ts
import { createServer } from "node:http";
import { NextRequest } from "next/server";
import { GET as streamGET } from "@/app/api/chat/stream/route";
import { POST as teacherSend } from "@/app/api/chat/teacher/message/[id]/route";
import { POST as parentSend } from "@/app/api/chat/parent/message/[id]/route";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

const server = createServer(async (req, res) => {
  const url = new URL(req.url ?? "/", "http://sprout.test");
  const abort = new AbortController();
  res.on("close", () => abort.abort());
  let handler: Handler | null = null;
  let params: Record<string, string> = {};
  const send = url.pathname.match(/^\/api\/chat\/(teacher|parent)\/message\/([^/]+)$/);
  if (url.pathname === "/api/chat/stream") handler = streamGET as Handler;
  else if (send && req.method === "POST") {
    handler = (send[1] === "teacher" ? teacherSend : parentSend) as Handler;
    params = { id: send[2]! };
  }
  if (!handler) {
    res.writeHead(404).end();
    return;
  }
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === "string") headers.set(k, v);
  const chunks: Buffer[] = [];
  if (req.method === "POST") for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = chunks.length ? new Uint8Array(Buffer.concat(chunks)) : undefined;
  const request = new NextRequest(url, { method: req.method, headers, body, signal: abort.signal });
  const response = await handler(request, { params: Promise.resolve(params) });
  res.writeHead(response.status, Object.fromEntries(response.headers));
  if (!response.body) {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  abort.signal.addEventListener("abort", () => void reader.cancel().catch(() => undefined));
  for (;;) {
    const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
    if (done) break;
    res.write(value);
  }
  res.end();
});

server.listen(0, "127.0.0.1", () => {
  const address = server.address();
  console.log(`port=${typeof address === "object" && address ? address.port : 0}`);
});
