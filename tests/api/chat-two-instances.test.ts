// Two app instances on one PostgreSQL (issue 13): this test process is one, a child process started from
// tests/support/chat-instance.ts (own Prisma pool, own LISTEN connection) is the other. A message sent on
// either reaches a stream open on the other through LISTEN/NOTIFY.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { POST as teacherSend } from "@/app/api/chat/teacher/message/[id]/route";
import { call } from "../support/http";
import { chatWorld, openStream, sseReader } from "../support/chat";

const root = path.resolve(__dirname, "../..");
let child: ChildProcess | undefined;

async function startSecondInstance(): Promise<string> {
  child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", "tests/support/chat-instance.ts"], {
    cwd: root,
    env: { ...process.env, NODE_ENV: "test", LOG_LEVEL: "error" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    let out = "";
    child!.stdout!.on("data", (d: Buffer) => {
      out += d.toString();
      const m = out.match(/port=(\d+)/);
      if (m) resolve(`http://127.0.0.1:${m[1]}`);
    });
    child!.on("exit", (code) => reject(new Error(`second instance exited (${code})`)));
  });
}

afterAll(() => {
  child?.kill();
});

describe("chat across two instances", () => {
  it(
    "delivers a message sent on one instance to a stream open on the other, both ways",
    { timeout: 60_000 },
    async () => {
      const w = await chatWorld();
      const second = await startSecondInstance();

      // The parent's page is connected to the second instance; the teacher sends through this one.
      const remote = await fetch(`${second}/api/chat/stream`, {
        headers: { authorization: `Bearer ${w.parent.token}` },
      });
      expect(remote.status).toBe(200);
      const parentStream = sseReader(remote.body!);
      // The stream answers only after its instance LISTENs, so sending now cannot race the subscription.
      const sent = await call(teacherSend, {
        token: w.teacher.token,
        params: { id: w.conversationId },
        body: { text: "From instance one" },
      });
      expect(sent.status).toBe(201);
      // Delivery is timed from the sender's answer (the message is stored and NOTIFYed by then), not the send's own
      // cost, which a loaded machine stretches.
      const started = Date.now();
      const got = await parentStream.next("message", 5000);
      expect(got.data).toMatchObject({ text: "From instance one", fromMe: false });
      expect(Date.now() - started).toBeLessThan(1000);

      // The teacher's page is on this instance; the parent sends through the second one.
      const local = await openStream(w.teacher.token);
      const posted = await fetch(`${second}/api/chat/parent/message/${w.conversationId}`, {
        method: "POST",
        headers: { authorization: `Bearer ${w.parent.token}`, "content-type": "application/json" },
        body: JSON.stringify({ text: "From instance two" }),
      });
      expect(posted.status).toBe(201);
      expect((await local.next("message", 5000)).data).toMatchObject({ text: "From instance two", fromMe: false });
      local.close();
      await parentStream.cancel();
    },
  );
});
