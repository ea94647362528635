// Shared bench helpers: a scratch database on the PostgreSQL server, timing and percentile printing.
import { Client } from "pg";

export const serverUrl = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/postgres";

export async function scratchDatabase(name: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    async drop() {
      const c = new Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export async function sample(n: number, fn: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  return times.sort((a, b) => a - b);
}

export function pct(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function report(label: string, sorted: number[], baseline?: number[]) {
  const p50 = pct(sorted, 50);
  const line = `${label.padEnd(46)} p50 ${p50.toFixed(2).padStart(8)} ms   p95 ${pct(sorted, 95).toFixed(2).padStart(8)} ms   n=${sorted.length}`;
  console.log(baseline ? `${line}   (${(p50 / pct(baseline, 50)).toFixed(2)}× baseline p50)` : line);
}
