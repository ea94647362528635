import { BillingView } from "@/components/payments/billing-view";

export default function Page() {
  return <BillingView />;
}
