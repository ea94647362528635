// The JSON shapes lib/notes answers with, as zod schemas: the one source of each wire shape. Serializers
// return z.output of them, route files name them in `response`, lib/api/openapi.ts describes them (docs/decisions/259).
import { z } from "zod";

export const notesViewSchema = z
  .object({ html: z.string(), text: z.string(), updatedAt: z.string().nullable() })
  .meta({ id: "NotesView" });
