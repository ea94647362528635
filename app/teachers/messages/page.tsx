import type { Metadata } from "next";
import { MessagesPage } from "@/components/chat/messages-page";

export const metadata: Metadata = { title: "Messages" };

export default async function Page({ searchParams }: { searchParams: Promise<{ parent?: string; child?: string }> }) {
  // From a student's family links: ?parent=…&child=… opens (or offers to start) that conversation.
  const { parent, child } = await searchParams;
  const startWith =
    typeof parent === "string" && typeof child === "string" ? { otherId: parent, childId: child } : undefined;
  return (
    <section>
      <h1 className="text-3xl font-bold">Messages</h1>
      <p className="mt-2 text-slate-700">Talk with your students&apos; parents — plain text, up to 4,000 characters.</p>
      <MessagesPage side="teacher" startWith={startWith} />
    </section>
  );
}
