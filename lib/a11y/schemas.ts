// The accessibility endpoint's body, apart from ./settings.ts so zod stays out of the browser's first load
// (docs/decisions/155).
import { z } from "zod";
import { A11Y_OPTIONS, normalizeSettings, type A11yKey } from "./settings";

/** The account endpoint's body: each known option with a level in its range. */
export const a11ySettingsSchema = z
  .object(
    Object.fromEntries(
      A11Y_OPTIONS.map((o) => [o.key, z.number().int().min(0).max(o.levels.length).optional()]),
    ) as Record<A11yKey, z.ZodOptional<z.ZodNumber>>,
  )
  .strict()
  .transform((v) => normalizeSettings(v));
