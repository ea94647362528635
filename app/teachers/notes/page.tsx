import type { Metadata } from "next";
import { NotesEditor } from "@/components/notes/notes-editor";

export const metadata: Metadata = { title: "Notes" };

export default function Page() {
  return (
    <section>
      <h1 className="text-3xl font-bold">Notes</h1>
      <p className="mt-2 text-slate-700">Your private notes. Bold, italic, lists and links are kept.</p>
      <NotesEditor />
    </section>
  );
}
