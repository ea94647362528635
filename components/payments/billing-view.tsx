"use client";

// Billing (issue 11): the active plan (the first of GET active, SPEC §7) with its period and children, cancel at
// the period's end, and every payment with the amount Stripe charged, in the parent's locale and currency.
import { Button, LinkButton } from "@/components/ui/button";
import { useConfirm } from "@/components/ui/confirm-dialog";
import { Table } from "@/components/ui/table";
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
        ) : (
          <Table
            testId="billing-history"
            caption="Payments, newest first"
            rows={history.data ?? []}
            rowKey={(p) => p.id}
            empty={<p>No payments yet.</p>}
            columns={[
              { header: "Date", cell: (p) => day(p.date) },
              { header: "Plan", cell: (p) => p.plan ?? "—" },
              { header: "Amount", cell: (p) => formatAmount(p.amount, p.currency) },
              { header: "Status", cell: (p) => p.status },
              {
                header: "Receipt",
                cell: (p) =>
                  p.invoiceUrl ? (
                    <a className="text-sprout-700 underline" href={p.invoiceUrl} target="_blank" rel="noreferrer">
                      Invoice<span className="sr-only"> of {day(p.date)} (opens Stripe)</span>
                    </a>
                  ) : (
                    "—"
                  ),
              },
            ]}
          />
        )}
      </section>
    </div>
  );
}

function ActivePlan({ sub }: { sub: SubscriptionView }) {
  const cancel = useCancelSubscription();
  const busy = useBusy();
  const confirm = useConfirm();
  const end = sub.currentPeriodEnd ? day(sub.currentPeriodEnd) : null;
  return (
    <div className="space-y-2 rounded-xl border border-slate-300 bg-white p-4" data-testid="active-plan">
      <p className="text-xl font-semibold">{sub.plan.name}</p>
      <p>
        Status: {sub.status}
        {end && (sub.cancelAtPeriodEnd ? `. Ends on ${end}.` : `. Renews on ${end}.`)}
      </p>
      {sub.amount && <p>Last charge: {formatAmount(sub.amount.amount, sub.amount.currency)}</p>}
      <p>Children covered: {sub.children.map((c) => c.fullName).join(", ")}</p>
      {!sub.cancelAtPeriodEnd && (
        <Button
          variant="danger"
          onClick={async () => {
            const sure = await confirm({
              title: "Cancel your plan?",
              message: `${sub.plan.name} stays active${end ? ` until ${end}` : ""} and is not renewed. Nothing more is charged.`,
              confirmLabel: "Cancel at period end",
              cancelLabel: "Keep my plan",
              destructive: true,
            });
            if (sure) await busy("Cancelling…", () => cancel.mutateAsync(sub.id));
          }}
        >
          Cancel at period end
        </Button>
      )}
    </div>
  );
}
