import { CheckoutReturn } from "@/components/payments/checkout-return";

export default async function Page({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { intent_id } = await searchParams;
  return <CheckoutReturn intentId={typeof intent_id === "string" ? intent_id : ""} />;
}
