// A local stand-in for the few Stripe endpoints Sprout uses (customers create, checkout sessions
// create/retrieve, subscriptions retrieve/update), reached through the SDK's host/port/protocol settings, and a
// "checkout page" a browser completes: after `confirmDelayMs` it confirms the payment and posts signed webhook
// events to the app, as Stripe would (docs/decisions/110). State lives on globalThis, one world per process.
import http from "node:http";
import Stripe from "stripe";

type Obj = Record<string, any>;
type World = {
  seq: number;
  customers: Map<string, Obj>;
  sessions: Map<string, Obj>;
  subscriptions: Map<string, Obj>;
  invoices: Map<string, Obj>;
};

const g = globalThis as unknown as { __sproutStripe?: World };
g.__sproutStripe ??= {
  seq: 0,
  customers: new Map(),
  sessions: new Map(),
  subscriptions: new Map(),
  invoices: new Map(),
};
export const stripeWorld = g.__sproutStripe;

const signer = new Stripe("sk_test_standin");
const now = () => Math.floor(Date.now() / 1000);
const nextId = (prefix: string) =>
  `${prefix}_test_${(++stripeWorld.seq).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Stripe's form encoding (`a[b][0][c]=1`) back into objects and arrays. */
export function parseStripeForm(body: string): Obj {
  const out: Obj = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, "").split("[");
    let node: any = out;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(parts[i + 1]!) ? [] : {};
    });
  }
  return out;
}

function error(status: number, message: string) {
  return { status, body: { error: { type: "invalid_request_error", message } } };
}

function createSession(p: Obj, base: string): Obj {
  const id = nextId("cs");
  const item = p.line_items?.[0] ?? {};
  const quantity = Number(item.quantity ?? 1);
  const unit = Number(item.price_data?.unit_amount ?? 1000);
  const session = {
    id,
    object: "checkout.session",
    mode: p.mode,
    status: "open",
    payment_status: "unpaid",
    customer: p.customer ?? null,
    client_reference_id: p.client_reference_id ?? null,
    metadata: p.metadata ?? {},
    subscription: null,
    success_url: p.success_url,
    cancel_url: p.cancel_url,
    currency: item.price_data?.currency ?? "usd",
    amount_total: unit * quantity,
    url: `${base}/checkout/${id}`,
    created: now(),
    // Kept for completing: what Stripe would turn into the subscription and its first invoice.
    _line: {
      quantity,
      unit,
      interval: item.price_data?.recurring?.interval ?? "month",
      name: item.price_data?.product_data?.name ?? "Plan",
    },
    _subscriptionMetadata: p.subscription_data?.metadata ?? {},
  };
  stripeWorld.sessions.set(id, session);
  return session;
}

/** What Stripe does when the payer pays: the session completes, a subscription starts, its invoice is paid. */
export function completeCheckout(sessionId: string) {
  const session = stripeWorld.sessions.get(sessionId);
  if (!session) throw new Error(`no session ${sessionId}`);
  const { quantity, unit, interval, name } = session._line;
  const start = now();
  const end = start + (interval === "year" ? 365 : 30) * 86_400;
  const subscription = {
    id: nextId("sub"),
    object: "subscription",
    status: "active",
    customer: session.customer,
    cancel_at_period_end: false,
    metadata: session._subscriptionMetadata,
    items: {
      object: "list",
      data: [{ id: nextId("si"), quantity, current_period_start: start, current_period_end: end }],
    },
    created: start,
  };
  stripeWorld.subscriptions.set(subscription.id, subscription);
  const invoiceId = nextId("in");
  const invoice = {
    id: invoiceId,
    object: "invoice",
    status: "paid",
    customer: session.customer,
    currency: session.currency,
    amount_due: unit * quantity,
    amount_paid: unit * quantity,
    created: start,
    status_transitions: { paid_at: start },
    hosted_invoice_url: `https://invoice.stripe.test/i/${invoiceId}`,
    invoice_pdf: `https://invoice.stripe.test/i/${invoiceId}/pdf`,
    lines: { object: "list", data: [{ description: name, quantity, period: { start, end } }] },
    parent: {
      type: "subscription_details",
      subscription_details: { subscription: subscription.id, metadata: subscription.metadata },
    },
  };
  stripeWorld.invoices.set(invoiceId, invoice);
  Object.assign(session, { status: "complete", payment_status: "paid", subscription: subscription.id });
  return { session, subscription, invoice };
}

/** A Stripe event around `object`, as its webhook delivers it. */
export function stripeEvent(type: string, object: Obj, opts: { id?: string; created?: number } = {}) {
  const clean = Object.fromEntries(Object.entries(object).filter(([k]) => !k.startsWith("_")));
  return {
    id: opts.id ?? nextId("evt"),
    object: "event",
    type,
    created: opts.created ?? now(),
    livemode: false,
    data: { object: clean },
  };
}

/** The payload and its Stripe-Signature header, signed with the SDK's own test helper. */
export function signEvent(event: unknown, secret: string, timestamp = now()) {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

function handleApi(method: string, path: string, params: Obj, base: string): { status: number; body: unknown } {
  let m: RegExpMatchArray | null;
  if (method === "POST" && path === "/v1/customers") {
    const customer = {
      id: nextId("cus"),
      object: "customer",
      email: params.email ?? null,
      name: params.name ?? null,
      metadata: params.metadata ?? {},
    };
    stripeWorld.customers.set(customer.id, customer);
    return { status: 200, body: customer };
  }
  if (method === "POST" && path === "/v1/checkout/sessions") {
    if (params.customer && !stripeWorld.customers.has(params.customer))
      return error(400, `No such customer: '${params.customer}'`);
    const s = createSession(params, base);
    return { status: 200, body: stripEnd(s) };
  }
  if (method === "POST" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)\/expire$/))) {
    const s = stripeWorld.sessions.get(m[1]!);
    if (!s) return error(404, `No such checkout.session: '${m[1]}'`);
    if (s.status !== "open") return error(400, "Only Checkout Sessions with a status of 'open' can be expired.");
    s.status = "expired";
    return { status: 200, body: stripEnd(s) };
  }
  if (method === "GET" && (m = path.match(/^\/v1\/checkout\/sessions\/([^/]+)$/))) {
    const s = stripeWorld.sessions.get(m[1]!);
    return s ? { status: 200, body: stripEnd(s) } : error(404, `No such checkout.session: '${m[1]}'`);
  }
  if ((m = path.match(/^\/v1\/subscriptions\/([^/]+)$/))) {
    const sub = stripeWorld.subscriptions.get(m[1]!);
    if (!sub) return error(404, `No such subscription: '${m[1]}'`);
    if (method === "POST" && params.cancel_at_period_end !== undefined)
      sub.cancel_at_period_end = params.cancel_at_period_end === "true";
    return { status: 200, body: sub };
  }
  return error(404, `Unrecognized request URL (${method}: ${path}).`);
}

function stripEnd(o: Obj) {
  return Object.fromEntries(Object.entries(o).filter(([k]) => !k.startsWith("_")));
}

function checkoutPage(s: Obj): string {
  const amount = (s.amount_total / 100).toFixed(2);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Stripe test checkout</title></head>
<body><main><h1>Test checkout</h1><p>${s._line.name}: ${s._line.quantity} × ${s.currency.toUpperCase()} ${(s._line.unit / 100).toFixed(2)} = ${amount}</p>
<form method="post" action="/checkout/${s.id}/pay"><button type="submit">Pay ${amount}</button></form>
<p><a href="${s.cancel_url}">Cancel</a></p></main></body></html>`;
}

export type StripeStandInOptions = {
  /** Where to post events after a browser pays (the app's webhook URL); none in the in-process tests. */
  webhookUrl?: string;
  webhookSecret?: string;
  /** How long "Stripe" takes to confirm after the browser pays, so the return page shows 'pending' first. */
  confirmDelayMs?: number;
};

async function deliver(opts: StripeStandInOptions, events: Obj[]) {
  if (!opts.webhookUrl || !opts.webhookSecret) return;
  for (const event of events) {
    const { payload, signature } = signEvent(event, opts.webhookSecret);
    await fetch(opts.webhookUrl, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    }).catch((e: Error) => console.error(`[stripe stand-in] webhook failed: ${e.message}`));
  }
}

export async function startStripeStandIn(opts: StripeStandInOptions = {}): Promise<{ url: string; close: () => void }> {
  let base = "";
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c: Buffer) => (body += c.toString("utf8")));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", base);
      const method = req.method ?? "GET";
      const page = url.pathname.match(/^\/checkout\/([^/]+)(\/pay)?$/);
      const session = page ? stripeWorld.sessions.get(page[1]!) : undefined;
      if (page && session && !page[2] && method === "GET") {
        res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(checkoutPage(session));
        return;
      }
      if (page && session && page[2] && method === "POST") {
        res
          .writeHead(303, { location: String(session.success_url).replace("{CHECKOUT_SESSION_ID}", session.id) })
          .end();
        setTimeout(() => {
          const done = completeCheckout(session.id);
          void deliver(opts, [
            stripeEvent("checkout.session.completed", done.session),
            stripeEvent("customer.subscription.created", done.subscription),
            stripeEvent("invoice.paid", done.invoice),
          ]);
        }, opts.confirmDelayMs ?? 0);
        return;
      }
      const params = method === "GET" ? Object.fromEntries(url.searchParams) : parseStripeForm(body);
      const out = handleApi(method, url.pathname, params, base);
      res
        .writeHead(out.status, { "content-type": "application/json", "request-id": `req_${stripeWorld.seq}` })
        .end(JSON.stringify(out.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  base = `http://127.0.0.1:${port}`;
  return { url: base, close: () => server.close() };
}
