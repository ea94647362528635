// The one rule for an integer id (or an id-like cursor) a client sends in a path, query or body: a whole number
// that fits PostgreSQL's int4, the column type of our serial ids. A larger one used to reach the database and fail
// there as a 500 ("value out of range for type integer"); now it is a 400 that names the field (docs/decisions/162).
import { z } from "zod";

export const MAX_INT4 = 2_147_483_647;

type Options = { min?: 0 | 1 };
const fits = (min: number) => (v: number) => Number.isInteger(v) && v >= min && v <= MAX_INT4;

/**
 * A positive (or, with `min: 0`, non-negative) int4 id written as text (a path segment, a query value, a header).
 * `message` is what the client reads whatever is wrong: an id is either one we could have made or not.
 */
export function int4IdTextSchema(message: string, { min = 1 }: Options = {}) {
  // One check, so a value wrong in several ways still gets one message.
  return z.coerce.number({ error: message }).refine(fits(min), { message, abort: true });
}

/** The same rule for a JSON body, where an id must be a number (not `true`, not "5"). */
export function int4IdSchema(message: string, { min = 1 }: Options = {}) {
  return z.number({ error: message }).refine(fits(min), { message, abort: true });
}
