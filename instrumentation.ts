// Next.js calls register() once per server process. The work lives in lib/server/startup.ts (Node only).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { startServer } = await import("@/lib/server/startup");
  await startServer();
}
