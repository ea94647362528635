"use client";

// Billing (issue 11): the active plan (the first of GET active, SPEC §7) with its period and children, cancel at
// the period's end, and every payment with the amount Stripe charged, in the parent's locale and currency.
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { Modal } from "@/components/ui/modal";
import { useBusy } from "@/components/ui/use-busy";
import { formatAmount } from "@/lib/payments/money";
import {
  useActiveSubscriptions,
  useBillingHistory,
  useCancelSubscription,
  type SubscriptionView,
} from "@/lib/payments/queries";

const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { dateStyle: "medium" });

export function BillingView() {
  const active = useActiveSubscriptions();
  const history = useBillingHistory();
  const current = active.data?.[0];
  return (
    <div className="space-y-8">
      <section aria-labelledby="plan-title" className="space-y-3">
        <h1 id="plan-title" className="text-3xl font-bold">
          Your plan
        </h1>
        {active.isPending ? (
          <p>Loading…</p>
        ) : current ? (
          <ActivePlan sub={current} />
        ) : (
          <p>
            No active plan.{" "}
            <LinkButton href="/parents/pricing" variant="ghost" size="sm">
              See the plans
            </LinkButton>
          </p>
        )}
      </section>
      <section aria-labelledby="history-title" className="space-y-3">
        <h2 id="history-title" className="text-2xl font-semibold">
          Billing history
        </h2>
        {history.isPending ? (
          <p>Loading…</p>
        ) : !history.data?.length ? (
          <p>No payments yet.</p>
        ) : (
          <table className="w-full border-collapse text-left" data-testid="billing-history">
            <thead>
              <tr className="border-b border-slate-300">
                <th scope="col" className="py-2">
                  Date
                </th>
                <th scope="col">Plan</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Receipt</th>
              </tr>
            </thead>
            <tbody>
              {history.data.map((p) => (
                <tr key={p.id} className="border-b border-slate-200">
                  <td className="py-2">{day(p.date)}</td>
                  <td>{p.plan ?? "—"}</td>
                  <td>{formatAmount(p.amount, p.currency)}</td>
                  <td>{p.status}</td>
                  <td>
                    {p.invoice_url ? (
                      <a className="text-sprout-700 underline" href={p.invoice_url} target="_blank" rel="noreferrer">
                        Invoice<span className="sr-only"> of {day(p.date)} (opens Stripe)</span>
                      </a>
                    ) : (
                      "—"
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}

function ActivePlan({ sub }: { sub: SubscriptionView }) {
  const cancel = useCancelSubscription();
  const busy = useBusy();
  const [confirming, setConfirming] = useState(false);
  const end = sub.current_period_end ? day(sub.current_period_end) : null;
  return (
    <div className="space-y-2 rounded-xl border border-slate-300 bg-white p-4" data-testid="active-plan">
      <p className="text-xl font-semibold">{sub.plan.name}</p>
      <p>
        Status: {sub.status}
        {end && (sub.cancel_at_period_end ? `. Ends on ${end}.` : `. Renews on ${end}.`)}
      </p>
      {sub.amount && <p>Last charge: {formatAmount(sub.amount.amount, sub.amount.currency)}</p>}
      <p>Children covered: {sub.children.map((c) => c.fullName).join(", ")}</p>
      {!sub.cancel_at_period_end && (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          Cancel at period end
        </Button>
      )}
      {confirming && (
        <Modal title="Cancel your plan?" onClose={() => setConfirming(false)}>
          <p>
            {sub.plan.name} stays active{end ? ` until ${end}` : ""} and is not renewed. Nothing more is charged.
          </p>
          <div className="mt-4 flex gap-2">
            <Button
              variant="danger"
              onClick={async () => {
                setConfirming(false);
                await busy("Cancelling…", () => cancel.mutateAsync(sub.id));
              }}
            >
              Cancel at period end
            </Button>
            <Button variant="secondary" onClick={() => setConfirming(false)}>
              Keep my plan
            </Button>
          </div>
        </Modal>
      )}
    </div>
  );
}
