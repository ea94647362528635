import { PricingView } from "@/components/payments/pricing-view";
import { isPaymentsConfigured } from "@/lib/payments/stripe";

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { canceled } = await searchParams;
  return <PricingView configured={isPaymentsConfigured()} canceled={canceled === "1"} />;
}
