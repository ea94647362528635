"use client";

// Where Stripe sends the browser back (issue 11). The return itself proves nothing: this page asks verify,
// which answers 'pending' until Stripe's webhook (or Stripe itself) confirms, and shows the result.
import { LinkButton } from "@/components/ui/button";
import { errorMessages } from "@/lib/http/client";
import { useVerifyPayment } from "@/lib/payments/queries";

const TEXT: Record<string, { title: string; body: string }> = {
  pending: {
    title: "Payment pending",
    body: "Waiting for Stripe to confirm your payment. This page updates by itself.",
  },
  paid: { title: "Payment confirmed", body: "Thank you! Your plan is active." },
  expired: { title: "Checkout expired", body: "This checkout expired before it was paid. Nothing was charged." },
};

export function CheckoutReturn({ intentId }: { intentId: string }) {
  const verify = useVerifyPayment(intentId);
  const status = verify.data?.status ?? "pending";
  const text = TEXT[status] ?? { title: "Payment status", body: status };
  return (
    <section aria-labelledby="return-title" className="space-y-4">
      <h1 id="return-title" className="text-3xl font-bold">
        {text.title}
      </h1>
      <div
        role="status"
        aria-live="polite"
        className="rounded-lg border border-slate-300 bg-white p-4"
        data-testid="payment-status"
      >
        {verify.isError ? (
          <p>
            {errorMessages((verify.error as { body?: unknown }).body, "We could not check this payment.").join(" ")}
          </p>
        ) : (
          <p>
            <span className="font-semibold">Status: {status}</span>. {text.body}
          </p>
        )}
      </div>
      <div className="flex gap-2">
        <LinkButton href="/parents/billing">Billing and plan</LinkButton>
        <LinkButton href="/parents/pricing" variant="secondary">
          Plans
        </LinkButton>
      </div>
    </section>
  );
}
