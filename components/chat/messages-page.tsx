"use client";

// /teachers/messages and /parents/messages (issue 13): conversations with unread badges, the opened thread, and
// whom a new conversation may be with. Live events (one EventSource) refresh everything. A link from a student's
// family (`startWith`) opens the conversation with that parent about that child, or offers to start it.
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { cn } from "@/components/ui/cn";
import { useChatLive, useConversations, useStartConversation, type Side } from "@/lib/chat/queries";
import { Thread } from "./thread";
import { QuietHoursForm } from "./quiet-hours-form";

type StartWith = { otherId: string; childId: string };
const contactKey = (c: { userId: string; childId: string }) => `${c.userId}|${c.childId}`;

export function MessagesPage({ side, startWith }: { side: Side; startWith?: StartWith }) {
  const { data, isLoading } = useConversations(side);
  useChatLive();
  const [openId, setOpenId] = useState<string | null>(null);
  const [contact, setContact] = useState("");
  const start = useStartConversation(side);
  const busy = useBusy();
  const conversations = data?.conversations ?? [];
  const newContacts = (data?.contacts ?? []).filter((c) => !c.conversationId);
  const wantedConversation = startWith
    ? conversations.find((c) => c.owner.id === startWith.otherId && c.child.id === startWith.childId)
    : undefined;
  const wantedContact =
    startWith && !wantedConversation
      ? newContacts.find((c) => c.userId === startWith.otherId && c.childId === startWith.childId)
      : undefined;
  const selected = openId ?? wantedConversation?.id ?? conversations[0]?.id ?? null;
  const chosenContact = contact || (wantedContact ? contactKey(wantedContact) : "");

  async function startNew() {
    const c = newContacts.find((x) => contactKey(x) === chosenContact);
    if (!c) return;
    const r = await busy("Starting...", () => start.mutateAsync({ otherId: c.userId, childId: c.childId }));
    if (r) {
      setOpenId(r.id);
      setContact("");
    }
  }

  return (
    <div className="mt-6 flex flex-col gap-6">
      {side === "teacher" && <QuietHoursForm />}
      <div className="grid grid-cols-1 gap-6 md:grid-cols-[18rem_minmax(0,1fr)]">
        <nav aria-label="Conversations" className="flex min-w-0 flex-col gap-3">
          {isLoading && <p>Loading…</p>}
          {!isLoading && !conversations.length && <p>No conversations yet.</p>}
          <ul className="flex flex-col gap-1">
            {conversations.map((c) => (
              <li key={c.id}>
                <button
                  type="button"
                  onClick={() => setOpenId(c.id)}
                  aria-current={c.id === selected ? "true" : undefined}
                  className={cn(
                    "w-full rounded-lg p-3 text-left hover:bg-sprout-100",
                    c.id === selected ? "bg-sprout-100" : "bg-white",
                  )}
                >
                  <span className="flex items-center justify-between gap-2 font-medium">
                    {c.owner.firstName} {c.owner.lastName}
                    {c.unread > 0 && (
                      <span
                        className="rounded-full bg-red-700 px-2 py-0.5 text-xs font-bold text-white"
                        data-testid="conversation-unread"
                      >
                        {c.unread}
                        <span className="sr-only"> unread</span>
                      </span>
                    )}
                  </span>
                  <span className="block text-sm text-slate-700">About {c.child.fullName}</span>
                  {c.lastMessage && <span className="block truncate text-sm text-slate-700">{c.lastMessage.text}</span>}
                </button>
              </li>
            ))}
          </ul>
          {data && startWith && !wantedConversation && !wantedContact && (
            <p role="status" className="rounded-lg bg-amber-50 p-3 text-sm text-amber-950">
              That parent is not linked to this child any more, so a conversation about the child cannot be started.
            </p>
          )}
          {newContacts.length > 0 && (
            <div className="flex flex-col gap-2 rounded-lg bg-white p-3">
              <Field label="Start a conversation">
                <Select
                  value={chosenContact}
                  onChange={(e) => setContact(e.target.value)}
                  placeholder="Choose…"
                  options={newContacts.map((c) => ({
                    value: contactKey(c),
                    label: `${c.name} (about ${c.childName})`,
                  }))}
                />
              </Field>
              <Button size="sm" onClick={startNew} disabled={!chosenContact}>
                Start
              </Button>
            </div>
          )}
        </nav>
        <div>{selected ? <Thread key={selected} side={side} id={selected} /> : <p>Choose a conversation.</p>}</div>
      </div>
    </div>
  );
}
