import { route } from "@/lib/api/route";
import { getNote, noteSchema, saveNote } from "@/lib/notes/service";

export const GET = route({ permission: "notes:manage" }, ({ actor }) => getNote(actor));

export const PUT = route({ permission: "notes:manage", body: noteSchema }, ({ actor, body }) => saveNote(actor, body));
