// The authorization matrix's rows for payments (issue 11): a parent's plans and subscriptions, and the webhook.

import { NOBODYS, parentsOnly, publicRoute, type Rows } from "./shared";

export const PAYMENT_ROWS: Rows = {
  // ---------------------------------------------------------------- payments (issue 11)
  "GET /api/payment/parent/plans": { expect: parentsOnly(200) },
  "POST /api/payment/parent/initiate": {
    expect: parentsOnly(404),
    body: () => ({ plan_id: "family-monthly", children: [NOBODYS] }),
  },
  "POST /api/payment/parent/verify": { expect: parentsOnly(404), body: () => ({ intent_id: "cs_test_nobodys" }) },
  "GET /api/payment/parent/active": { expect: parentsOnly(200) },
  "GET /api/payment/parent/history": { expect: parentsOnly(200) },
  "POST /api/payment/parent/cancel": { expect: parentsOnly(404), body: () => ({ subscriptionId: NOBODYS }) },
  // Public but signature-checked: an unsigned request is refused whoever sends it.
  "POST /api/payment/webhook": { expect: publicRoute(400), body: () => ({ type: "invoice.paid" }) },
};
