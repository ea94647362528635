// The Server-Sent Events plumbing every live stream shares (chat, docs/decisions/121; the lesson view, 263): a
// writer that holds text written before the stream starts and sends it first, a reconnect delay for the browser,
// a comment every 20 s that keeps proxies from closing an idle stream, and one close — the request's abort, the
// client's cancel or the caller — that frees everything once. What goes on the wire is the caller's.
import "server-only";

export const HEARTBEAT_MS = 20_000;
/** How long a browser waits before it reconnects a dropped stream (the `retry:` field). */
export const RETRY_MS = 2_000;

export type SseHooks = {
  /** Runs once the stream has started (never when the request was aborted first): the first read goes here. */
  onStart?: () => void;
  /** Runs once when the stream closes, for whatever reason: unsubscribe, clear the caller's timers. */
  onClose?: () => void;
};

export type Sse = {
  /** Sends `text` (whole SSE lines); before the stream starts it waits, after close it is dropped. */
  write(text: string): void;
  close(): void;
  readonly closed: boolean;
  /**
   * The response body, ending when `signal` aborts, the client cancels or `close()` is called. Call it once the
   * stream's subscriptions hold (a 429 before it leaves nothing running).
   */
  stream(signal: AbortSignal, hooks?: SseHooks): ReadableStream<Uint8Array>;
};

/** A writer first, so the caller can subscribe with it before the stream exists; nothing runs until `stream()`. */
export function createSse(): Sse {
  const enc = new TextEncoder();
  const early: string[] = [];
  let controller: ReadableStreamDefaultController<Uint8Array> | undefined;
  let closed = false;
  let release = () => {};

  function write(text: string) {
    if (closed) return;
    if (!controller) {
      early.push(text);
      return;
    }
    try {
      controller.enqueue(enc.encode(text));
    } catch {
      close();
    }
  }
  function close() {
    if (closed) return;
    closed = true;
    early.length = 0;
    release();
    try {
      controller?.close();
    } catch {
      // already closed by the client
    }
  }
  function stream(signal: AbortSignal, { onStart, onClose }: SseHooks = {}) {
    const heartbeat = setInterval(() => write(": ping\n\n"), HEARTBEAT_MS);
    heartbeat.unref?.();
    release = () => {
      release = () => {};
      clearInterval(heartbeat);
      signal.removeEventListener("abort", close);
      onClose?.();
    };
    signal.addEventListener("abort", close);
    return new ReadableStream<Uint8Array>({
      start(c) {
        controller = c;
        c.enqueue(enc.encode(`retry: ${RETRY_MS}\n\n`));
        for (const text of early.splice(0)) write(text);
        if (closed) {
          // closed before its stream existed: free what `stream()` just took and end at once
          release();
          c.close();
        } else if (signal.aborted) close();
        else onStart?.();
      },
      cancel() {
        close();
      },
    });
  }

  return {
    write,
    close,
    get closed() {
      return closed;
    },
    stream,
  };
}
