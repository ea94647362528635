"use client";

// One opened conversation: messages (older ones on request), read receipts, report, and the composer. New
// messages are announced politely (role="log"); the thread is marked read while it is open.
import { useEffect, useState, type FormEvent, type KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Field, Textarea } from "@/components/ui/field";
import { useApiError } from "@/components/ui/use-api-error";
import {
  fetchOlder,
  useMarkRead,
  useReportMessage,
  useSendMessage,
  useThread,
  type MessageView,
  type Side,
} from "@/lib/chat/queries";
import { MessageText } from "./message-text";
import { ReportModal } from "./report-modal";

const MAX = 4000;
const time = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });

export function Thread({ side, id }: { side: Side; id: string }) {
  const { data, isLoading } = useThread(side, id);
  const [older, setOlder] = useState<MessageView[]>([]);
  const [hasOlder, setHasOlder] = useState<boolean | null>(null);
  const [text, setText] = useState("");
  const [reported, setReported] = useState<number[]>([]);
  const [reporting, setReporting] = useState<MessageView | null>(null);
  const send = useSendMessage(side, id);
  const read = useMarkRead(side, id);
  const report = useReportMessage();
  const fail = useApiError({ text: "Message" });

  const messages = [...older, ...(data?.messages ?? [])];
  const lastIncomingId = [...(data?.messages ?? [])].reverse().find((m) => !m.fromMe && !m.readAt)?.id;
  const { mutate: markRead } = read;
  useEffect(() => {
    if (lastIncomingId !== undefined) markRead(lastIncomingId);
  }, [lastIncomingId, markRead]);

  if (isLoading || !data) return <p>Loading conversation…</p>;
  const moreBefore = hasOlder ?? data.hasMore;

  async function loadOlder() {
    const first = messages[0];
    if (!first) return;
    try {
      const page = await fetchOlder(side, id, first.id);
      setOlder((o) => [...page.messages, ...o]);
      setHasOlder(page.hasMore);
    } catch (error) {
      fail(error);
    }
  }

  async function submit(e?: FormEvent) {
    e?.preventDefault();
    if (!text.trim()) return;
    try {
      await send.mutateAsync(text);
      setText("");
    } catch (error) {
      fail(error);
    }
  }

  function onKey(e: KeyboardEvent<HTMLTextAreaElement>) {
    if (e.key === "Enter" && !e.shiftKey) {
      e.preventDefault();
      void submit();
    }
  }

  async function reportOne(m: MessageView, reason: string) {
    try {
      await report.mutateAsync({ messageId: m.id, reason });
      setReported((r) => [...r, m.id]);
      setReporting(null);
    } catch (error) {
      fail(error);
    }
  }

  const lastMine = [...messages].reverse().find((m) => m.fromMe);
  const a = data.teacherAvailability;
  return (
    <section aria-labelledby="thread-title" className="flex flex-col gap-3">
      <h2 id="thread-title" className="text-xl font-semibold">
        {data.owner.firstName} {data.owner.lastName}{" "}
        <span className="font-normal text-slate-700">about {data.child.fullName}</span>
      </h2>
      {side === "parent" && a.isQuietNow && a.availableAt && (
        <p className="rounded-lg bg-amber-50 p-3 text-slate-800" data-testid="quiet-notice">
          {data.owner.firstName} is in quiet hours until {time(a.availableAt)}. Your message will wait until then.
        </p>
      )}
      {moreBefore && (
        <Button variant="secondary" size="sm" className="self-center" onClick={loadOlder}>
          Show older messages
        </Button>
      )}
      <div
        role="log"
        aria-live="polite"
        aria-label="Messages"
        data-testid="messages"
        className="max-h-[60vh] overflow-y-auto"
      >
        <ol className="flex flex-col gap-2">
          {messages.map((m) => (
            <li
              key={m.id}
              className={
                m.fromMe ? "self-end rounded-lg bg-sprout-100 p-3" : "self-start rounded-lg bg-white p-3 shadow-sm"
              }
            >
              <span className="sr-only">{m.fromMe ? "You" : data.owner.firstName}: </span>
              <MessageText text={m.text} />
              <p className="mt-1 text-xs text-slate-700">
                <time dateTime={m.createdAt}>{time(m.createdAt)}</time>
                {m.quiet && " · waiting for quiet hours to end"}
                {m.fromMe &&
                  m.id === lastMine?.id &&
                  (m.readAt ? <span data-testid="read-receipt"> · Seen {time(m.readAt)}</span> : " · Sent")}
              </p>
              {!m.fromMe &&
                (reported.includes(m.id) ? (
                  <p className="text-xs text-slate-700">Reported to your school.</p>
                ) : (
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => setReporting(m)}
                    aria-label={`Report message from ${time(m.createdAt)}`}
                  >
                    Report
                  </Button>
                ))}
            </li>
          ))}
        </ol>
      </div>
      {reporting && (
        <ReportModal onReport={(reason) => reportOne(reporting, reason)} onClose={() => setReporting(null)} />
      )}
      {data.readOnly ? (
        <p className="rounded-lg bg-slate-100 p-3">
          This conversation is read-only: the child is no longer in this teacher&apos;s class or linked to this parent.
        </p>
      ) : (
        <form onSubmit={submit} className="flex flex-col gap-2">
          <Field
            label="Message"
            hint={`Plain text; links become clickable. Enter sends, Shift+Enter adds a line. ${text.length}/${MAX}`}
          >
            <Textarea
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKey}
              rows={3}
              maxLength={MAX}
            />
          </Field>
          <Button type="submit" className="self-end" disabled={send.isPending || !text.trim()}>
            Send
          </Button>
        </form>
      )}
    </section>
  );
}
