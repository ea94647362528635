import { z } from "zod";
import type { Actor } from "@/lib/auth/authenticate";
import { prisma } from "@/lib/db/client";
import { EMPTY_NOTE, sanitizeNote } from "./sanitize";

export const noteSchema = z.object({
  text: z.string({ error: "Notes must be text." }).max(100_000, "Notes are limited to 100,000 characters."),
});

function serialize(html: string, updatedAt: Date | null) {
  return { html, text: html, updatedAt: updatedAt?.toISOString() ?? null };
}

/** The teacher's own note; nobody else's is reachable (the key is the signed-in user). */
export async function getNote(actor: Actor) {
  const note = await prisma.teacherNote.findUnique({ where: { userId: actor.id } });
  return serialize(note?.html ?? EMPTY_NOTE, note?.updatedAt ?? null);
}

export async function saveNote(actor: Actor, input: z.output<typeof noteSchema>) {
  const html = sanitizeNote(input.text);
  const note = await prisma.teacherNote.upsert({
    where: { userId: actor.id },
    create: { userId: actor.id, html },
    update: { html },
  });
  return serialize(note.html, note.updatedAt);
}
