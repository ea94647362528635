// Formats an amount Stripe charged (smallest currency unit) for a locale: cents become dollars, yen stay
// whole. Pure, so the pages and the tests share it.
export function formatAmount(minor: number, currency: string, locale?: string): string {
  const format = new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minor / 10 ** digits);
}

const PER: Record<string, string> = { month: "month", year: "year" };

export function perInterval(interval: string): string {
  return `per child per ${PER[interval] ?? interval}`;
}
