// Where a page's main-thread JavaScript goes while it loads, as Lighthouse's Total Blocking Time counts it: signs a
// demo account in against a running Sprout, loads the page in Debian's Chromium with the CPU slowed 4× (as
// Lighthouse's mobile run), records a V8 CPU profile from navigation until the network is idle, and prints the
// self time by source file and by function, mapped through the browser source maps when the build has them
// (SPROUT_SOURCE_MAPS=1 npm run build). Also prints each long task (> 50 ms) the page ran.
//   node --import tsx bench/page-profile.mjs http://127.0.0.1:3000 /teachers teacher@demo.sprout.school [rows]
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FlattenMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { chromium } from "@playwright/test";
import { demoSessionToken } from "./demo-sign-in.ts";

const [base, page = "/", login, rows = "25"] = process.argv.slice(2);
if (!base) {
  console.error("usage: node --import tsx bench/page-profile.mjs <base url> <path> [demo login] [rows]");
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
});
const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
if (login) {
  const host = new URL(base).hostname;
  await context.addCookies([
    { name: "next-auth.session-token", value: await demoSessionToken(base, login, 1), domain: host, path: "/" },
  ]);
}
const tab = await context.newPage();
const cdp = await context.newCDPSession(tab);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await tab.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push([Math.round(e.startTime), Math.round(e.duration)]);
  }).observe({ type: "longtask", buffered: true });
});
await cdp.send("Profiler.start");
await tab.goto(base + page, { waitUntil: "networkidle" });
const { profile } = await cdp.send("Profiler.stop");
const longTasks = await tab.evaluate(() => window.__longTasks);
// PAGE_PROFILE_SAVE=file keeps the raw profile (open it in Chromium's DevTools, Performance panel).
if (process.env.PAGE_PROFILE_SAVE) writeFileSync(process.env.PAGE_PROFILE_SAVE, JSON.stringify(profile));
await browser.close();

// Source maps of the build's chunks, read from .next (the URL path /_next/static/… is .next/static/…; each chunk
// names its map on its last line).
const maps = new Map();
function mapFor(url) {
  if (maps.has(url)) return maps.get(url);
  let map = null;
  const m = /\/_next\/(static\/.*\.js)$/.exec(url);
  const chunk = m && path.resolve(".next", m[1]);
  const named = chunk && existsSync(chunk) && /sourceMappingURL=(\S+)\s*$/.exec(readFileSync(chunk, "utf8"));
  const file = named && path.join(path.dirname(chunk), named[1]);
  if (file && existsSync(file)) map = new FlattenMap(JSON.parse(readFileSync(file, "utf8")));
  maps.set(url, map);
  return map;
}
function where(frame) {
  const map = frame.url && mapFor(frame.url);
  if (map) {
    const pos = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (pos.source) {
      const source = pos.source.replace(/^turbopack:\/\/\/\[project\]\//, "").replace(/^.*?(node_modules\/)/, "$1");
      return { file: source, fn: `${pos.name ?? frame.functionName ?? "(anon)"} ${source}:${pos.line}` };
    }
  }
  const file = frame.url ? frame.url.replace(/^https?:\/\/[^/]+/, "") : `(${frame.functionName || "native"})`;
  return { file, fn: `${frame.functionName || "(anon)"} ${file}:${frame.lineNumber + 1}` };
}

const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const dt = new Map();
profile.samples.forEach((id, i) => dt.set(id, (dt.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0)));
const byFile = new Map();
const byFn = new Map();
let busy = 0;
for (const [id, us] of dt) {
  const node = byId.get(id);
  if (node.callFrame.functionName === "(idle)" || node.callFrame.functionName === "(program)") continue;
  busy += us;
  const w = where(node.callFrame);
  byFile.set(w.file, (byFile.get(w.file) ?? 0) + us);
  byFn.set(w.fn, (byFn.get(w.fn) ?? 0) + us);
}
const show = (label, m) => {
  console.log(`\n== ${label} (self time, 4× CPU slowdown; ${Math.round(busy / 1000)} ms busy in all) ==`);
  for (const [k, us] of [...m].sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
    console.log(`${String(Math.round(us / 1000)).padStart(6)} ms  ${k.slice(0, 160)}`);
  }
};
// Inclusive time of the app's own functions (components, hooks): each counted once per sampled stack.
const parentOf = new Map();
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id);
const ownTotal = new Map();
for (const [id, us] of dt) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parentOf.get(cur)) {
    const w = where(byId.get(cur).callFrame);
    if (!/^(components|app|lib)\//.test(w.file) || seen.has(w.fn)) continue;
    seen.add(w.fn);
    ownTotal.set(w.fn, (ownTotal.get(w.fn) ?? 0) + us);
  }
}
// Inclusive time of React's and the bundler's entry points: whether the work is module start-up, a synchronous
// render (not yielding) or a concurrent one (yielding every few ms).
const PHASES = [
  "instantiateModule",
  "performSyncWorkOnRoot",
  "flushSyncWorkAcrossRoots_impl",
  "performWorkOnRootViaSchedulerTask",
  "workLoopSync",
  "workLoopConcurrentByScheduler",
  "commitRoot",
  "hydrateRoot",
];
const phase = new Map();
for (const [id, us] of dt) {
  const seen = new Set();
  for (let cur = id; cur !== undefined; cur = parentOf.get(cur)) {
    const name = where(byId.get(cur).callFrame).fn.split(" ")[0];
    if (!PHASES.includes(name) || seen.has(name)) continue;
    seen.add(name);
    phase.set(name, (phase.get(name) ?? 0) + us);
  }
}
console.log(`${page}: long tasks (start ms, duration ms): ${longTasks.map(([s, d]) => `${s}+${d}`).join(", ")}`);
console.log(
  `total blocking (sum of each long task's time over 50 ms): ${longTasks.reduce((t, [, d]) => t + d - 50, 0)} ms`,
);
show("by file", byFile);
show("by function", byFn);
show("React's and the bundler's entry points, with what they call", phase);
show("the app's own functions, with what they call", ownTotal);
