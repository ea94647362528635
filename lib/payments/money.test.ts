import { describe, expect, it } from "vitest";
import { formatAmount } from "./money";

describe("formatAmount", () => {
  it("turns Stripe's smallest unit into the currency's own amount for the locale", () => {
    expect(formatAmount(1000, "usd", "en-US")).toBe("$10.00");
    expect(formatAmount(1999, "eur", "de-DE")).toBe("19,99\u00a0€");
    expect(formatAmount(500, "jpy", "ja-JP")).toBe("￥500");
  });
});
