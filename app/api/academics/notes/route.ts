import { route } from "@/lib/api/route";
import { getNote, noteSchema, saveNote } from "@/lib/notes/service";
import { notesViewSchema } from "@/lib/notes/wire";

export const GET = route({ permission: "notes:manage", response: notesViewSchema }, ({ actor }) => getNote(actor));

export const PUT = route(
  { permission: "notes:manage", body: noteSchema, response: notesViewSchema },
  ({ actor, body }) => saveNote(actor, body),
);
