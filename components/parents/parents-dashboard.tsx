"use client";

// The parent's /parents page: an overview of every child first (issue 28), then the chosen child (SPEC §4: the
// first until another is chosen) with progress and skills, friends, limits and the password; add a child or link
// one by family code; friend requests for the whole family.
import { useState } from "react";
import { Button, buttonClass } from "@/components/ui/button";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { selectChild } from "@/lib/parents/select-child";
import {
  childExportHref,
  fetchChildDataSummary,
  useChildren,
  useDeleteChild,
  type ChildDataSummary,
  type ChildView,
} from "@/lib/parents/queries";
import { AddChildModal } from "./add-child-modal";
import { ChildEditModal } from "./child-edit-modal";
import { ChildrenOverview } from "./children-overview";
import { ChildLimits } from "./child-limits";
import { ChildPassword } from "./child-password";
import { ChildProgress } from "./child-progress";
import { FriendRequests } from "./friend-requests";
import { LinkChildForm } from "./link-child-form";

export function ParentsDashboard() {
  const children = useChildren();
  const [currentId, setCurrentId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [notice, setNotice] = useState("");
  const list = children.data ?? [];
  const current = selectChild(list, currentId);

  const chosen = (child: ChildView, message: string) => {
    setCurrentId(child.id);
    setNotice(message);
  };

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold">Your children</h1>
        <Button className="ml-auto" onClick={() => setAdding(true)}>
          Add child
        </Button>
      </div>
      {list.length > 0 && (
        <ChildrenOverview
          list={list}
          currentId={current?.id ?? null}
          onChoose={(c) => {
            setNotice("");
            setCurrentId(c.id);
          }}
        />
      )}
      <div className="flex flex-wrap items-end gap-6 rounded-2xl bg-white p-4 shadow-sm">
        <LinkChildForm onLinked={(c) => chosen(c, `${c.fullName} is now linked to your account.`)} />
      </div>
      <p role="status" className="text-sprout-700 empty:hidden" data-testid="parents-notice">
        {notice}
      </p>

      {children.isLoading ? (
        <p>Loading your children…</p>
      ) : current ? (
        <ChildPanel
          key={current.id}
          child={current}
          family={list}
          onRemoved={(detail) => {
            setCurrentId(null);
            setNotice(detail);
          }}
        />
      ) : (
        <div className="rounded-2xl bg-white p-6 shadow-sm" data-testid="no-children">
          <p>No children yet. Add a child account, or enter the family code your child&apos;s teacher gave you.</p>
        </div>
      )}

      {adding && (
        <AddChildModal
          onClose={() => setAdding(false)}
          onAdded={(c) => {
            setAdding(false);
            chosen(c, `${c.fullName} can now sign in with the username ${c.username}.`);
          }}
        />
      )}
    </section>
  );
}

function ChildPanel({
  child,
  family,
  onRemoved,
}: {
  child: ChildView;
  family: ChildView[];
  onRemoved: (detail: string) => void;
}) {
  const busy = useBusy();
  const confirm = useConfirm();
  const remove = useDeleteChild();
  const inClass = Boolean(child.classroom);
  const [editing, setEditing] = useState(false);

  async function removeChild() {
    // The counts come first: a home child's deletion cannot be undone (docs/decisions/186).
    const counts = inClass ? null : await busy("Counting...", () => fetchChildDataSummary(child.id));
    if (!inClass && !counts) return;
    const sure = await confirm(
      inClass
        ? {
            title: `Unlink ${child.fullName} from your account?`,
            message: `${child.fullName} is in a school class, so the account stays with the school.`,
            confirmLabel: "Unlink child",
            destructive: true,
          }
        : {
            title: `Delete ${child.fullName}?`,
            message: <DeletedWithChild name={child.fullName} counts={counts!} />,
            confirmLabel: "Delete child for good",
            destructive: true,
          },
    );
    if (!sure) return;
    const r = await busy(inClass ? "Unlinking child..." : "Deleting child...", () => remove.mutateAsync(child.id));
    if (r) onRemoved(r.detail);
  }

  return (
    <div className="space-y-6" data-testid="child-panel">
      <article className="space-y-4 rounded-2xl bg-white p-6 shadow-sm">
        <header className="flex flex-wrap items-start gap-3">
          <div>
            <h2 className="text-2xl font-semibold">{child.fullName}</h2>
            <p className="text-slate-600">
              {child.username}
              {child.dob && ` · born ${child.dob}`}
              {` · ${child.codingExperience}`}
            </p>
          </div>
          <div className="ml-auto flex flex-wrap gap-2">
            <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
              Edit details
            </Button>
            <Button size="sm" variant="danger" onClick={removeChild}>
              {inClass ? "Unlink child" : "Delete child"}
            </Button>
          </div>
        </header>
        {editing && <ChildEditModal child={child} onClose={() => setEditing(false)} />}
        <div>
          <h3 className="font-semibold">Friends</h3>
          {child.friend.length ? (
            <ul className="mt-1 flex flex-wrap gap-2" data-testid="child-friends">
              {child.friend.map((f) => (
                <li key={f.requestId} className="rounded-full bg-pastel-blue px-3 py-1 text-sm">
                  {f.fullName} ({f.username})
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-slate-600">No friends yet. Send a friend request below.</p>
          )}
        </div>
        <ChildPassword child={child} />
        <div>
          <h3 className="font-semibold">Your child&apos;s data</h3>
          <p className="text-sm text-slate-600">
            Everything Sprout keeps about {child.fullName}: account, attempts with their programs, progress, limits and
            messages.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <a className={buttonClass("secondary", "sm")} href={childExportHref(child.id, "json")} download>
              Download data (JSON)
            </a>
            <a className={buttonClass("secondary", "sm")} href={childExportHref(child.id, "csv")} download>
              Download data (CSV, zip)
            </a>
          </div>
        </div>
      </article>
      <ChildProgress child={child} />
      <ChildLimits child={child} />
      <FriendRequests key={child.id} family={family} current={child} />
    </div>
  );
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** What deleting a home child takes with it, counted by the server. */
function DeletedWithChild({ name, counts }: { name: string; counts: ChildDataSummary }) {
  return (
    <div className="space-y-2" data-testid="delete-child-counts">
      <p>{name}&apos;s account is deleted for good, with:</p>
      <ul className="list-disc pl-6">
        <li>
          {count(counts.attempts, "puzzle attempt", "puzzle attempts")} ({counts.solvedAttempts} solved) and the
          progress made from them
        </li>
        <li>{count(counts.limits, "limit", "limits")} (screen time and levels)</li>
        <li>{count(counts.screenTimeDays, "day", "days")} of screen time</li>
        <li>
          {count(counts.messages, "message", "messages")} about {name}
        </li>
      </ul>
      <p>This cannot be undone. Download the data first if you want to keep it.</p>
    </div>
  );
}
