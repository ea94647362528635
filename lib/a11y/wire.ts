// The JSON shapes lib/a11y answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const a11ySettingsSchema = z
  .object({
    cursor: z.number(),
    biggerText: z.number(),
    contrast: z.number(),
    dictionary: z.number(),
    hideImages: z.number(),
    highlightLinks: z.number(),
    lineHeight: z.number(),
    pauseAnimations: z.number(),
    saturation: z.number(),
    screenReader: z.number(),
    textAlign: z.number(),
    textSpacing: z.number(),
    legibleFonts: z.number(),
    oversizedWidgets: z.number(),
  })
  .meta({ id: "A11ySettings" });
export const storedA11ySettingsSchema = z.object({ settings: a11ySettingsSchema.nullable() });
export const savedA11ySettingsSchema = z.object({ settings: a11ySettingsSchema });
