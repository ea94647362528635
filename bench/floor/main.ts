// Runs the bare floor (./server.ts) in its own process, so a bench's load generator never shares its event
// loop: FLOOR_DATABASE_URL, AUTH_SECRET, FLOOR_PORT and FLOOR_APP_URL from the environment; prints "floor listening <url>".
import { startFloor } from "./server";

const floor = await startFloor({
  databaseUrl: process.env.FLOOR_DATABASE_URL ?? "",
  secret: process.env.AUTH_SECRET ?? "",
  port: Number(process.env.FLOOR_PORT ?? 0),
  appUrl: process.env.FLOOR_APP_URL,
});
console.log(`floor listening ${floor.url}`);
for (const sig of ["SIGINT", "SIGTERM"] as const) process.on(sig, () => void floor.close().then(() => process.exit(0)));
