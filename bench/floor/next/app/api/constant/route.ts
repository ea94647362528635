// Next's floor: a route handler that returns a constant (what every Sprout request costs before Sprout runs).
export const dynamic = "force-dynamic";

export function GET() {
  return Response.json({ message: "Hello, World!" });
}
