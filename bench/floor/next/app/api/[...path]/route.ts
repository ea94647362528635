// Next's floor doing the bare floor's work (docs/decisions/257): every route of bench/floor/server.ts (the token,
// the live session, the route's one statement and Sprout's serializers) inside a Next route handler, answering the
// same body. What a Sprout route measured beside it adds is Sprout's own plumbing, with Next's per-request and
// per-await costs on both sides.
import pg from "pg";
import { FLOOR_ROUTES, floorAnswer, floorKey } from "../../../../server";

export const dynamic = "force-dynamic";

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
pool.on("error", () => undefined);
const ctx = {
  pool,
  key: floorKey(process.env.AUTH_SECRET ?? ""),
  appUrl: process.env.FLOOR_APP_URL ?? "http://127.0.0.1",
};

export async function GET(req: Request) {
  const answer = await floorAnswer(FLOOR_ROUTES, ctx, {
    method: "GET",
    path: new URL(req.url).pathname,
    authorization: req.headers.get("authorization") ?? "",
    text: "",
  });
  return Response.json(answer.body, { status: answer.status });
}
