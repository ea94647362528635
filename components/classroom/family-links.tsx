"use client";

// A student's family links as the teacher sees them (docs/decisions/103): make a one-time family code to show
// or print for the parents, see who is linked, unlink. A code is readable only right after it is made.
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { useBusy } from "@/components/ui/use-busy";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { useUi } from "@/components/ui/ui-state";
import { useCreateFamilyCode, useFamily, useUnlinkParent, type FamilyCodeView } from "@/lib/parents/queries";

const day = (iso: string) => new Date(iso).toLocaleDateString();

/** A one-page printout of the code, in a window of its own so the dashboard is not printed with it. */
function printCode(code: FamilyCodeView): boolean {
  const w = window.open("", "_blank", "width=600,height=400");
  if (!w) return false;
  const d = w.document;
  d.title = `Family code for ${code.student.fullName}`;
  const lines: [string, string][] = [
    ["h1", `Sprout family code for ${code.student.fullName}`],
    ["p", "Sign in to Sprout as a parent, open Your children and enter this code under Family code."],
    ["h2", code.code],
    ["p", `Use it once, before ${day(code.expiresAt)}.`],
  ];
  for (const [tag, text] of lines) {
    const el = d.createElement(tag);
    el.textContent = text;
    el.style.fontFamily = tag === "h2" ? "monospace" : "sans-serif";
    d.body.appendChild(el);
  }
  w.print();
  return true;
}

/** The messages page opened on the conversation with this parent about this child (docs/decisions/200). */
export const messageHref = (parentId: string, childUserId: string) =>
  `/teachers/messages?${new URLSearchParams({ parent: parentId, child: childUserId })}`;

export function FamilyLinks({
  classId,
  studentId,
  childUserId,
  name,
}: {
  classId: string;
  studentId: string;
  childUserId: string;
  name: string;
}) {
  const busy = useBusy();
  const { showErrors } = useUi();
  const family = useFamily(classId, studentId);
  const create = useCreateFamilyCode(classId, studentId);
  const unlink = useUnlinkParent(classId, studentId);
  const [code, setCode] = useState<FamilyCodeView | null>(null);
  const parents = family.data?.parents ?? [];
  const out = family.data?.code;
  const confirm = useConfirm();

  async function makeCode() {
    const sure =
      !out ||
      (await confirm({
        title: "Make a new family code?",
        message: "A code is already out. The old code will stop working.",
        confirmLabel: "Make a new code",
      }));
    if (!sure) return;
    const made = await busy("Making a family code...", () => create.mutateAsync());
    if (made) setCode(made);
  }

  return (
    <section data-testid="family-links">
      <h3 className="font-semibold">Family</h3>
      {parents.length ? (
        <ul className="mt-1 space-y-1" aria-label={`Parents linked to ${name}`}>
          {parents.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center gap-2 text-sm">
              <span>
                {p.fullName}
                {p.email && ` · ${p.email}`} · linked {day(p.linkedAt)}
              </span>
              <LinkButton size="sm" variant="secondary" href={messageHref(p.id, childUserId)}>
                Message {p.fullName}
              </LinkButton>
              <Button
                size="sm"
                variant="ghost"
                className="text-red-800"
                aria-label={`Unlink ${p.fullName}`}
                onClick={async () => {
                  const sure = await confirm({
                    title: `Unlink ${p.fullName} from ${name}?`,
                    message: `${p.fullName} will no longer be linked to ${name}; a new family code links them again.`,
                    confirmLabel: "Unlink",
                    destructive: true,
                  });
                  if (sure) await busy("Unlinking...", () => unlink.mutateAsync(p.id));
                }}
              >
                Unlink
              </Button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">No parent is linked to {name} yet.</p>
      )}
      {code ? (
        <div className="mt-2 rounded-lg bg-sprout-50 p-3" role="status">
          <p>
            Family code for {code.student.fullName}:{" "}
            <strong className="font-mono text-lg" data-testid="family-code">
              {code.code}
            </strong>
          </p>
          <p className="text-sm text-slate-700">
            A parent enters it once on their Sprout page, before {day(code.expiresAt)}. It is shown only now.
          </p>
        </div>
      ) : (
        out && (
          <p className="mt-1 text-sm text-slate-700">
            A family code made {day(out.createdAt)} is waiting to be used (until {day(out.expiresAt)}).
          </p>
        )
      )}
      <div className="mt-2 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={makeCode}>
          {out || code ? "Make a new family code" : "Show family code"}
        </Button>
        {code && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => printCode(code) || showErrors("Please allow popups for this site to print the code")}
          >
            Print family code
          </Button>
        )}
      </div>
    </section>
  );
}
