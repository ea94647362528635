// Wire shapes every domain answers with (docs/decisions/259): a message, a page of results.
import { z, type ZodType } from "zod";

export const detailSchema = z.object({ detail: z.string() }).meta({ id: "Detail" });

/** One page of a paginated list: `results` of `item`. */
export function pageOf<T extends ZodType>(item: T) {
  return z.object({ count: z.number(), page: z.number(), pageSize: z.number(), results: z.array(item) });
}
