import type { Metadata } from "next";
import { MessagesPage } from "@/components/chat/messages-page";

export const metadata: Metadata = { title: "Messages" };

export default function Page() {
  return (
    <section>
      <h1 className="text-3xl font-bold">Messages</h1>
      <p className="mt-2 text-slate-700">Talk with your child&apos;s teachers — plain text, up to 4,000 characters.</p>
      <MessagesPage side="parent" />
    </section>
  );
}
