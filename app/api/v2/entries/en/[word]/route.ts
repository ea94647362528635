import { route } from "@/lib/api/route";
import { wordParamsSchema } from "@/lib/dictionary/schemas";
import { answerWord, wordAnswerStatus } from "@/lib/dictionary/service";
import { byStatus } from "@/lib/api/response";
import { dictionaryEntryListSchema, dictionaryNotFoundSchema } from "@/lib/dictionary/wire";

const response = byStatus({
  200: dictionaryEntryListSchema,
  404: dictionaryNotFoundSchema,
});

// Public (SPEC §6): the dictionary modal works for signed-out visitors too. Answers in the Free Dictionary
// API's shape; no request leaves the deployment. Definitions do not change between deploys: a day's cache.
export const GET = route(
  {
    auth: "public",
    params: wordParamsSchema,
    status: wordAnswerStatus,
    cacheControl: "public, max-age=86400",
    response,
  },
  async ({ params }) => answerWord(params.word),
);
