import { ensureDatabaseReady, pingDatabase } from "@/lib/db/client";

export const dynamic = "force-dynamic";

export async function GET(): Promise<Response> {
  const ready = await ensureDatabaseReady().then(
    () => null,
    (e: Error) => e.message,
  );
  const db = await pingDatabase();
  const ok = !ready && db.ok;
  return Response.json(
    {
      status: ok ? "ok" : "degraded",
      app: "ok",
      database: { status: db.ok ? "ok" : "down", kind: db.kind, latencyMs: db.ms, error: ready ?? undefined },
    },
    { status: ok ? 200 : 503 },
  );
}
