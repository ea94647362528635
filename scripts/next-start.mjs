// How `npm start` (scripts/start.mjs) runs `next start`, shared with the browser tests' server
// (e2e/support/serve.mjs) so they listen exactly as a school's server does: PORT (default 3000) and HOSTNAME,
// the address to listen on (unset: every interface, as before; 127.0.0.1: loopback only, behind a proxy).
export function nextStartArgs(env = process.env) {
  const args = ["node_modules/next/dist/bin/next", "start", "-p", env.PORT || "3000"];
  if (env.HOSTNAME) args.push("-H", env.HOSTNAME);
  return args;
}

/** What the start log says about where it listens. */
export function listeningOn(env = process.env) {
  const port = env.PORT || "3000";
  return env.HOSTNAME
    ? `[sprout] listening on ${env.HOSTNAME}:${port} only (HOSTNAME); unset HOSTNAME or set 0.0.0.0 for every interface`
    : `[sprout] listening on every interface, port ${port} (set HOSTNAME=127.0.0.1 to keep it on this machine)`;
}
