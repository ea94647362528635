"use client";

// React Query hooks over the payment API (SPEC §7 Payments; the cookie session authenticates `api()`). The
// verify hook polls while the status is 'pending' (SPEC §4). Types come from the server by `import type`.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/http/client";
import type { PaymentView, PlanView, SubscriptionView } from "./serializers";
import type { initiateCheckout, verifyCheckout } from "./checkout";

export type InitiateResult = Awaited<ReturnType<typeof initiateCheckout>>;
export type VerifyResult = Awaited<ReturnType<typeof verifyCheckout>>;
export type { PaymentView, PlanView, SubscriptionView };

export const paymentKeys = {
  plans: ["payments", "plans"] as const,
  active: ["payments", "active"] as const,
  history: ["payments", "history"] as const,
  verify: (intentId: string) => ["payments", "verify", intentId] as const,
};

const POLL_MS = 2000;

export function usePlans() {
  return useQuery({ queryKey: paymentKeys.plans, queryFn: () => api<PlanView[]>("/payment/parent/plans") });
}

export function useActiveSubscriptions() {
  return useQuery({ queryKey: paymentKeys.active, queryFn: () => api<SubscriptionView[]>("/payment/parent/active") });
}

export function useBillingHistory() {
  return useQuery({ queryKey: paymentKeys.history, queryFn: () => api<PaymentView[]>("/payment/parent/history") });
}

export function useInitiateCheckout() {
  return useMutation({
    mutationFn: (input: { plan_id: string; children: string[] }) =>
      api<InitiateResult>("/payment/parent/initiate", { method: "POST", json: input }),
  });
}

/** Asks every 2 s while Stripe has not confirmed; stops once the status is final. */
export function useVerifyPayment(intentId: string) {
  const qc = useQueryClient();
  return useQuery({
    queryKey: paymentKeys.verify(intentId),
    queryFn: async () => {
      const result = await api<VerifyResult>("/payment/parent/verify", {
        method: "POST",
        json: { intent_id: intentId },
      });
      if (result.status !== "pending") {
        void qc.invalidateQueries({ queryKey: paymentKeys.active });
        void qc.invalidateQueries({ queryKey: paymentKeys.history });
      }
      return result;
    },
    enabled: Boolean(intentId),
    refetchInterval: (query) => (!query.state.data || query.state.data.status === "pending" ? POLL_MS : false),
  });
}

export function useCancelSubscription() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) =>
      api<SubscriptionView>("/payment/parent/cancel", { method: "POST", json: { subscriptionId } }),
    onSuccess: () => qc.invalidateQueries({ queryKey: paymentKeys.active }),
  });
}
