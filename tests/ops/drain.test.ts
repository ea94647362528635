// A stopping server finishes what it started (lib/http/drain.ts, lib/server/startup.ts): on SIGTERM the requests
// in flight still answer, new ones get 503 with Retry-After, and the database is closed only after the last one.
// Its own file: draining is process-wide and cannot be undone.
import { describe, expect, it } from "vitest";
import { route } from "@/lib/api/route";
import { drain, drainState, STOPPING } from "@/lib/http/drain";
import { call } from "../support/http";

describe("stopping under load", () => {
  it("answers the request in flight, refuses the new one with 503, and settles only after the last answer", async () => {
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let finish!: () => void;
    const GET = route({ auth: "public", audit: false }, async () => {
      started();
      await new Promise<void>((done) => (finish = done));
      return { ok: true };
    });
    const inFlight = call(GET);
    await handlerStarted;
    expect(drainState()).toEqual({ inFlight: 1, draining: false });

    let drained = false;
    const stopping = drain(30_000).then(() => (drained = true));
    const late = await call(route({ auth: "public", audit: false }, async () => ({ ok: true })));
    expect(late.status).toBe(503);
    expect(late.headers.get("retry-after")).toBe("1");
    expect(late.body).toMatchObject({ detail: STOPPING });
    await new Promise((r) => setTimeout(r, 50));
    expect(drained).toBe(false);

    finish();
    const answered = await inFlight;
    expect(answered.status).toBe(200);
    expect(answered.body).toEqual({ ok: true });
    await stopping;
    expect(drained).toBe(true);
    expect(drainState()).toEqual({ inFlight: 0, draining: true });
  });
});
