// The JSON shapes lib/cards answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const cardAddressSchema = z.object({ address: z.string(), loopback: z.boolean() }).meta({ id: "CardAddress" });
export const reissuedCardSchema = z.object({
  id: z.string(),
  username: z.string(),
  password: z.string(),
  cardIssuedAt: z.string(),
});
