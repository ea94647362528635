"use client";

// The link mailed to a parent when a child under 13 signs up alone (docs/decisions/104): the signed-in parent
// confirms, the child's account opens and is linked to them. A used or expired link (404) closes the
// confirming tab, as SPEC §2 says of a parent's confirmation tab; if the browser keeps it open, it says why.
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { ApiError } from "@/lib/http/client";
import { errorLines } from "@/lib/http/error-lines";
import { childLoginCardHref, useConfirmConsent, type ChildView } from "@/lib/parents/queries";

type State = { status: "asking" } | { status: "done"; child: ChildView } | { status: "failed"; message: string };

/** `childName`: the child the link is about, or null when the link is unknown, used or expired. */
export function ConsentConfirm({ consentKey, childName }: { consentKey: string; childName: string | null }) {
  const confirm = useConfirmConsent();
  const [state, setState] = useState<State>({ status: "asking" });

  const agree = () =>
    confirm.mutate(consentKey, {
      onSuccess: (child) => setState({ status: "done", child }),
      onError: (error) => {
        if (error instanceof ApiError && error.status === 404) window.close();
        setState({ status: "failed", message: errorLines(error).join(" ") });
      },
    });

  if (state.status === "done") {
    return (
      <div className="space-y-4">
        <p role="status" className="rounded-lg bg-sprout-50 p-3 text-sprout-700">
          Thank you. {state.child.fullName}&apos;s account is open and linked to yours.
        </p>
        {/* How the child signs in (issue 40): the username, or the card the parent prints; never the parent's address. */}
        <p data-testid="consent-username">
          {state.child.firstName} signs in with the username <strong className="text-lg">{state.child.username}</strong>{" "}
          and their own password, or with a login card you print.
        </p>
        <div className="flex flex-wrap gap-3">
          <LinkButton href="/parents">See {state.child.firstName} on your dashboard</LinkButton>
          <a
            className="self-center font-medium text-sprout-700 underline"
            href={childLoginCardHref(state.child.id)}
            download
          >
            Print {state.child.firstName}&apos;s login card (PDF)
          </a>
        </div>
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <p data-testid="consent-child">
        {childName ? (
          <>
            <strong>{childName}</strong> signed up for Sprout and gave your e-mail address.
          </>
        ) : (
          "This consent link is invalid or has expired. If your child signs up again, a new link is mailed to you."
        )}{" "}
        Children under 13 can use their account only once a parent agrees. Agreeing opens the account and links it to
        yours, so you can set limits and follow their progress.
      </p>
      {state.status === "failed" && (
        <p role="alert" className="text-red-800">
          {state.message}
        </p>
      )}
      <Button onClick={agree} disabled={confirm.isPending}>
        I agree: open my child&apos;s account
      </Button>
    </div>
  );
}
