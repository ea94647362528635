import { afterEach, describe, expect, it, vi } from "vitest";
import { createSse, HEARTBEAT_MS } from "./sse";

const dec = new TextDecoder();

/** Everything the stream sends until it ends. */
async function readAll(stream: ReadableStream<Uint8Array>) {
  let text = "";
  for await (const chunk of stream) text += dec.decode(chunk);
  return text;
}

/** What the stream has sent so far (it stays open). */
async function readSoFar(reader: ReadableStreamDefaultReader<Uint8Array>, chunks: number) {
  let text = "";
  for (let i = 0; i < chunks; i++) text += dec.decode((await reader.read()).value);
  return text;
}

afterEach(() => {
  vi.useRealTimers();
});

describe("createSse", () => {
  it("sends the reconnect delay, then what was written before the stream started, then live text, in order", async () => {
    const sse = createSse();
    sse.write("event: a\ndata: 1\n\n");
    sse.write("event: a\ndata: 2\n\n");
    const onStart = vi.fn(() => sse.write("event: a\ndata: 3\n\n"));
    const stream = sse.stream(new AbortController().signal, { onStart });
    sse.write("event: a\ndata: 4\n\n");
    sse.close();

    expect(await readAll(stream)).toBe(
      "retry: 2000\n\n" +
        "event: a\ndata: 1\n\n" +
        "event: a\ndata: 2\n\n" +
        "event: a\ndata: 3\n\n" +
        "event: a\ndata: 4\n\n",
    );
    expect(onStart).toHaveBeenCalledTimes(1);
  });

  it("closes once on abort: the stream ends, onClose runs once, later writes and closes do nothing", async () => {
    const abort = new AbortController();
    const sse = createSse();
    const onClose = vi.fn();
    const stream = sse.stream(abort.signal, { onClose });
    sse.write(": one\n\n");

    abort.abort();
    abort.abort();
    sse.close();
    sse.write(": two\n\n");

    expect(sse.closed).toBe(true);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await readAll(stream)).toBe("retry: 2000\n\n: one\n\n");
  });

  it("on a request aborted before the stream starts: no first read, the stream ends at once", async () => {
    const abort = new AbortController();
    abort.abort();
    const sse = createSse();
    sse.write(": early\n\n");
    const onStart = vi.fn();
    const onClose = vi.fn();

    const text = await readAll(sse.stream(abort.signal, { onStart, onClose }));

    expect(text).toBe("retry: 2000\n\n: early\n\n");
    expect(onStart).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("closed by its caller before the stream exists: the stream ends at once and frees what it took", async () => {
    vi.useFakeTimers();
    const sse = createSse();
    sse.write(": dropped\n\n");
    sse.close();
    const onStart = vi.fn();
    const onClose = vi.fn();

    const stream = sse.stream(new AbortController().signal, { onStart, onClose });

    expect(vi.getTimerCount()).toBe(0);
    expect(onStart).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(await readAll(stream)).toBe("retry: 2000\n\n");
  });

  it("sends a comment every 20 s while open and stops the heartbeat when the client goes away", async () => {
    vi.useFakeTimers();
    const sse = createSse();
    const onClose = vi.fn();
    const reader = sse.stream(new AbortController().signal, { onClose }).getReader();
    expect(await readSoFar(reader, 1)).toBe("retry: 2000\n\n");

    vi.advanceTimersByTime(HEARTBEAT_MS * 2);
    expect(await readSoFar(reader, 2)).toBe(": ping\n\n: ping\n\n");

    await reader.cancel();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(sse.closed).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
