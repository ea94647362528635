"use client";

// Pricing (issue 11): the plans, the children a plan will cover, and Pay, which sends the browser to Stripe
// Checkout. Without Stripe keys it says payments are not configured and offers nothing to click.
import { useState } from "react";
import { Button, LinkButton } from "@/components/ui/button";
import { Checkbox, Field, Select } from "@/components/ui/field";
import { useBusy } from "@/components/ui/use-busy";
import { useChildren } from "@/lib/parents/queries";
import { formatAmount, perInterval } from "@/lib/payments/money";
import { useActiveSubscriptions, useInitiateCheckout, usePlans } from "@/lib/payments/queries";

export function PricingView({ configured, canceled }: { configured: boolean; canceled: boolean }) {
  if (!configured) {
    return (
      <section aria-labelledby="pricing-title">
        <h1 id="pricing-title" className="text-3xl font-bold">
          Plans
        </h1>
        <p className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4" role="status">
          Payments are not configured on this Sprout server. Your children can keep using everything that is free.
        </p>
      </section>
    );
  }
  return <PricingForm canceled={canceled} />;
}

function PricingForm({ canceled }: { canceled: boolean }) {
  const plans = usePlans();
  const children = useChildren();
  const active = useActiveSubscriptions();
  const initiate = useInitiateCheckout();
  const busy = useBusy({ plan_id: "Plan", children: "Children" });
  const [planId, setPlanId] = useState("");
  const [chosen, setChosen] = useState<string[]>([]);

  const list = plans.data ?? [];
  const plan = list.find((p) => p.id === planId) ?? list[0];
  const covered = new Set((active.data ?? []).flatMap((s) => s.children.map((c) => c.id)));
  const toggle = (id: string, on: boolean) => setChosen((now) => (on ? [...now, id] : now.filter((c) => c !== id)));

  async function pay() {
    if (!plan) return;
    const result = await busy("Opening Stripe checkout…", () =>
      initiate.mutateAsync({ plan_id: plan.id, children: chosen }),
    );
    if (result?.url) window.location.assign(result.url);
  }

  return (
    <section aria-labelledby="pricing-title" className="space-y-6">
      <h1 id="pricing-title" className="text-3xl font-bold">
        Plans
      </h1>
      {canceled && (
        <p className="rounded-lg border border-slate-300 bg-slate-50 p-4" role="status">
          Checkout was canceled. Nothing was charged.
        </p>
      )}
      {plans.isPending ? (
        <p>Loading plans…</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Plans">
          {list.map((p) => (
            <li key={p.id} className="rounded-xl border border-slate-300 bg-white p-4" data-testid={`plan-${p.id}`}>
              <h2 className="text-xl font-semibold">{p.name}</h2>
              <p className="mt-1 text-slate-700">{p.description}</p>
              <p className="mt-2 text-lg font-medium">
                {formatAmount(p.price, p.currency)} {perInterval(p.interval)}
              </p>
              <p className="text-sm text-slate-700">Covers up to {p.children} children.</p>
              <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                {p.unlocks.map((u) => (
                  <li key={u}>{u}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {plan && (
        <form
          className="space-y-4 rounded-xl border border-slate-300 bg-white p-4"
          onSubmit={(e) => {
            e.preventDefault();
            void pay();
          }}
        >
          <Field label="Plan">
            <Select
              value={plan.id}
              onChange={(e) => setPlanId(e.target.value)}
              options={list.map((p) => ({ value: p.id, label: p.name }))}
            />
          </Field>
          <fieldset className="space-y-2">
            <legend className="font-medium text-slate-800">Children the plan covers</legend>
            {(children.data ?? []).length === 0 && !children.isPending && (
              <p>
                Add a child first.{" "}
                <LinkButton href="/parents" variant="ghost" size="sm">
                  Your children
                </LinkButton>
              </p>
            )}
            {(children.data ?? []).map((c) => (
              <Checkbox
                key={c.id}
                label={covered.has(c.id) ? `${c.fullName} (already covered)` : c.fullName}
                checked={chosen.includes(c.id)}
                disabled={covered.has(c.id)}
                onChange={(e) => toggle(c.id, e.target.checked)}
              />
            ))}
          </fieldset>
          <p aria-live="polite">
            {chosen.length > 0
              ? `${chosen.length} × ${formatAmount(plan.price, plan.currency)} = ${formatAmount(plan.price * chosen.length, plan.currency)} ${plan.interval === "year" ? "a year" : "a month"}`
              : "Choose at least one child."}
          </p>
          <Button type="submit" disabled={chosen.length === 0}>
            Pay with Stripe
          </Button>
        </form>
      )}
    </section>
  );
}
