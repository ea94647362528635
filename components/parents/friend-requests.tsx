"use client";

// Friend requests between children (SPEC §4, §7; docs/decisions/102): a parent sends one for a child, the other
// child's parent accepts or rejects it. A failed answer shows the server's own words beside the request (§8).
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, Input, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { errorLines } from "@/lib/http/error-lines";
import {
  useAnswerFriendRequest,
  useFriendList,
  useSendFriendRequest,
  type ChildView,
  type FriendRequestView,
} from "@/lib/parents/queries";

const LABELS = { student_username: "Your child", username_or_email: "Friend's username or parent's e-mail" };
const STATUS = { pending: "Waiting for an answer", accepted: "Accepted", rejected: "Rejected" } as const;

export function FriendRequests({ family, current }: { family: ChildView[]; current: ChildView }) {
  const busy = useBusy(LABELS);
  const list = useFriendList();
  const send = useSendFriendRequest();
  const [from, setFrom] = useState(current.username);
  const [to, setTo] = useState("");
  const [sent, setSent] = useState("");
  const sender = family.some((c) => c.username === from) ? from : current.username;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    setSent("");
    const r = await busy("Sending friend request", () =>
      send.mutateAsync({ student_username: sender, username_or_email: to }),
    );
    if (r) {
      setSent(`Friend request sent to ${to}. The children become friends once the other child's parent agrees.`);
      setTo("");
    }
  }

  const incoming = list.data?.incoming ?? [];
  const outgoing = list.data?.outgoing ?? [];
  return (
    <section className="space-y-4 rounded-2xl bg-white p-6 shadow-sm" aria-labelledby="friend-requests-heading">
      <h2 id="friend-requests-heading" className="text-xl font-semibold">
        Friend requests
      </h2>
      {/* Who must agree, and what happens with no parent linked: said the same for every name, so it never tells
          whether a username exists (docs/decisions/102). */}
      <div className="space-y-1 text-sm text-slate-700" data-testid="friend-request-rules">
        <p>The other child&apos;s parent must agree before the children become friends.</p>
        <p>
          If no parent has linked that child&apos;s account yet (a school account without a family link), nobody can
          answer, so the request waits until a parent links the child with the family code from the teacher. Sprout
          never says whether a username exists, so a request to a name that matches no child also just waits.
        </p>
      </div>
      <form className="flex flex-wrap items-end gap-2" onSubmit={submit}>
        <Field label={LABELS.student_username}>
          <Select
            className="w-auto"
            value={sender}
            onChange={(e) => setFrom(e.target.value)}
            options={family.map((c) => ({ value: c.username, label: c.fullName }))}
          />
        </Field>
        <Field label={LABELS.username_or_email} className="min-w-60 flex-1">
          <Input value={to} onChange={(e) => setTo(e.target.value)} autoComplete="off" />
        </Field>
        <Button type="submit">Send friend request</Button>
      </form>
      <p role="status" className="text-sm text-sprout-700">
        {sent}
      </p>

      <div>
        <h3 className="font-semibold">Asking to be friends</h3>
        {incoming.length === 0 ? (
          <p className="text-slate-600">No requests for your children.</p>
        ) : (
          <ul className="mt-1 space-y-2" data-testid="incoming-requests">
            {incoming.map((r) => (
              <IncomingRequest key={r.id} request={r} />
            ))}
          </ul>
        )}
      </div>
      <div>
        <h3 className="font-semibold">Sent</h3>
        {outgoing.length === 0 ? (
          <p className="text-slate-600">No requests sent.</p>
        ) : (
          <ul className="mt-1 space-y-1 text-sm" data-testid="outgoing-requests">
            {outgoing.map((r) => (
              <li key={r.id}>
                {r.child.fullName} → {r.other.fullName ?? r.sentTo}: {STATUS[r.status]}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

function IncomingRequest({ request: r }: { request: FriendRequestView }) {
  const answer = useAnswerFriendRequest();
  const busy = useBusy();
  const [failure, setFailure] = useState<string | null>(null);
  const name = `${r.other.fullName} (${r.other.username})`;

  async function reply(accepted: boolean) {
    setFailure(null);
    if (!accepted) return void busy("Saving...", () => answer.mutateAsync({ id: r.id, accepted }));
    // SPEC §8: a failed accept shows the server's answer as the error text.
    await answer.mutateAsync({ id: r.id, accepted }).catch((e: unknown) => setFailure(errorLines(e).join(" ")));
  }

  return (
    <li className="rounded-lg border p-3" data-testid={`friend-request-${r.other.username}`}>
      <p>
        <strong>{name}</strong> wants to be friends with <strong>{r.child.fullName}</strong>
        {!r.canAnswer && ` · ${STATUS[r.status]}`}
      </p>
      {r.canAnswer && (
        <div className="mt-2 flex gap-2">
          <Button size="sm" onClick={() => reply(true)} aria-label={`Accept ${name}`}>
            Accept
          </Button>
          <Button size="sm" variant="secondary" onClick={() => reply(false)} aria-label={`Reject ${name}`}>
            Reject
          </Button>
        </div>
      )}
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </li>
  );
}
