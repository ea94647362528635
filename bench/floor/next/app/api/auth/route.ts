// Next's floor with the bare floor's authentication inside it (bench/floor/server.ts): HS256 check of the Sprout
// access token, then the live session and its user in one prepared statement. Sprout's smallest authenticated route
// cannot cost less than this.
import pg from "pg";
import { floorKey, sessionActor, verifyAccess } from "../../../../server";

export const dynamic = "force-dynamic";

const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });
const key = floorKey(process.env.AUTH_SECRET ?? "");

export async function GET(req: Request) {
  const token = /^Bearer (.+)$/.exec(req.headers.get("authorization") ?? "")?.[1] ?? "";
  const claims = await verifyAccess(token, key);
  const actor = claims && (await sessionActor(pool, claims.sid, claims.sub));
  if (!actor) return Response.json({ title: "Unauthorized" }, { status: 401 });
  return Response.json({ id: actor.id, username: actor.username });
}
