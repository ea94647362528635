// A server that is stopping finishes what it started (lib/server/startup.ts): the route wrapper counts the API
// requests in flight; on SIGTERM/SIGINT new ones are answered 503 (a proxy retries them on another instance) and the
// database closes only once the last request in flight has answered, or after `maxMs`.
let inFlight = 0;
let draining = false;
let settled: (() => void) | null = null;

export const STOPPING = "Sprout is restarting. Please try again in a moment.";

/** False once the server is stopping: the caller answers 503 instead of starting the request. */
export function requestStarted(): boolean {
  if (draining) return false;
  inFlight++;
  return true;
}

export function requestEnded(): void {
  inFlight--;
  if (draining && inFlight === 0) settled?.();
}

/** Refuses new requests and resolves when none is in flight (or after `maxMs`). */
export function drain(maxMs = 10_000): Promise<void> {
  draining = true;
  if (inFlight === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    settled = resolve;
    setTimeout(resolve, maxMs).unref();
  });
}

/** For tests: how many requests are in flight, and whether the server is stopping. */
export function drainState() {
  return { inFlight, draining };
}
