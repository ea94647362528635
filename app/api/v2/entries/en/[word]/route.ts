import { route } from "@/lib/api/route";
import { wordParamsSchema } from "@/lib/dictionary/schemas";
import { lookupWord, notFoundBody, WordNotFoundError } from "@/lib/dictionary/service";

// Public (SPEC §6): the dictionary modal works for signed-out visitors too. Answers in the Free Dictionary
// API's shape; no request leaves the deployment.
export const GET = route({ auth: "public", params: wordParamsSchema }, async ({ params }) => {
  try {
    return Response.json(lookupWord(params.word), { headers: { "cache-control": "public, max-age=86400" } });
  } catch (error) {
    if (error instanceof WordNotFoundError) return Response.json(notFoundBody(), { status: 404 });
    throw error;
  }
});
