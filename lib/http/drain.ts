// A server that is stopping finishes what it started (lib/server/startup.ts): the route wrapper counts the API
// requests in flight; on SIGTERM/SIGINT new ones are answered 503 (a proxy retries them on another instance) and the
// database closes only once the last request in flight has answered, or after `maxMs`.
//
// The count lives on globalThis, as the database client does (lib/db/client.ts): `next build` bundles this module
// once for the server's start-up (instrumentation.ts, which calls drain) and again for the route handlers (which
// count), and each copy had its own variables. The routes' copy, which never calls drain, was even compiled with
// the stopping flag folded away; the start-up's copy saw no request in flight and closed the database under them
// (the 500s "Cannot use a pool after calling end on the pool" a bench saw when it stopped a loaded server).
type DrainState = { inFlight: number; draining: boolean; settled: (() => void) | null };
const g = globalThis as unknown as { __sproutDrain?: DrainState };
const state: DrainState = (g.__sproutDrain ??= { inFlight: 0, draining: false, settled: null });

export const STOPPING = "Sprout is restarting. Please try again in a moment.";

/** False once the server is stopping: the caller answers 503 instead of starting the request. */
export function requestStarted(): boolean {
  if (state.draining) return false;
  state.inFlight++;
  return true;
}

export function requestEnded(): void {
  state.inFlight--;
  if (state.draining && state.inFlight === 0) state.settled?.();
}

/** Refuses new requests and resolves when none is in flight (or after `maxMs`); `onWait` hears how many are. */
export function drain(maxMs = 10_000, onWait?: (inFlight: number) => void): Promise<void> {
  state.draining = true;
  if (state.inFlight === 0) return Promise.resolve();
  onWait?.(state.inFlight);
  return new Promise<void>((resolve) => {
    state.settled = resolve;
    setTimeout(resolve, maxMs).unref();
  });
}

/** For tests: how many requests are in flight, and whether the server is stopping. */
export function drainState() {
  return { inFlight: state.inFlight, draining: state.draining };
}
