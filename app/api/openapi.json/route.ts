import { z } from "zod";
import { route } from "@/lib/api/route";
import { apiDocument } from "../document";

/** This API's OpenAPI 3.1 description: public, like the API's documentation (docs/decisions/236). */
export const GET = route(
  {
    auth: "public",
    cacheControl: "public, max-age=300",
    response: z.record(z.string(), z.unknown()).meta({ description: "An OpenAPI 3.1 document." }),
  },
  async () => apiDocument(),
);
