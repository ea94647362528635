// A real OpenID Connect provider (oidc-provider 9, certified) on 127.0.0.1 at a random port, for vitest and
// Playwright (issue 42): one confidential client with PKCE required, accounts with email/email_verified and a
// sourcedId claim, and a plain login page. `tamper` re-signs the token endpoint's ID token with the provider's
// own key (a wrong audience, an expired token, another sign-in's nonce): what a hostile provider could send.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { decodeJwt, exportJWK, generateKeyPair, SignJWT, type JWTPayload } from "jose";
import Provider, { type Ctx } from "oidc-provider";

export type TestAccount = {
  id: string;
  email: string;
  emailVerified?: boolean;
  password?: string;
  sourcedId?: string;
  name?: string;
};

export type OidcStandIn = {
  issuer: string;
  clientId: string;
  clientSecret: string;
  sourcedIdClaim: string;
  addAccount(account: TestAccount): void;
  /** Rewrites the next ID tokens' claims (null: leave them). */
  tamper(fn: ((claims: JWTPayload) => JWTPayload) | null): void;
  /** Signs in at the provider as `login` and returns the address it sends the browser back to. */
  authorize(authorizationUrl: string, login: string, password?: string): Promise<URL>;
  close(): Promise<void>;
};

const KID = "sprout-test-key";
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function loginPage(uid: string, error = "") {
  return `<!doctype html><html lang="en"><head><title>School sign-in</title></head><body>
<main><h1>Lincoln School District</h1>${error ? `<p role="alert">${escape(error)}</p>` : ""}
<form method="post" action="/interaction/${escape(uid)}/login">
<label>School e-mail <input name="login" autocomplete="username"></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Sign in</button></form></main></body></html>`;
}

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
}

export async function startOidcProvider(opts: {
  redirectUris: string[];
  sourcedIdClaim?: string;
  accounts?: TestAccount[];
}): Promise<OidcStandIn> {
  const sourcedIdClaim = opts.sourcedIdClaim ?? "sourcedId";
  const clientId = "sprout-test";
  const clientSecret = "sprout-test-secret-0123456789";
  const accounts = new Map<string, TestAccount>();
  for (const a of opts.accounts ?? []) accounts.set(a.id, a);
  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const jwk = { ...(await exportJWK(privateKey)), kid: KID, alg: "RS256", use: "sig" };
  let tamper: ((claims: JWTPayload) => JWTPayload) | null = null;

  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  server.unref(); // never what keeps a test process alive
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: opts.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [jwk] },
    cookies: { keys: ["sprout-test-cookie-key"] },
    pkce: { required: () => true },
    conformIdTokenClaims: false,
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name", sourcedIdClaim] },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: unknown, interaction: { uid: string }) => `/interaction/${interaction.uid}` },
    // First-party: no consent screen; every sign-in is granted what it asked.
    loadExistingGrant: async (ctx: Ctx) => {
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      grant.addOIDCClaims(["email", "email_verified", "name", sourcedIdClaim]);
      await grant.save();
      return grant;
    },
    findAccount: async (_ctx: unknown, id: string) => {
      const a = accounts.get(id);
      if (!a) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: a.email,
          email_verified: a.emailVerified ?? true,
          name: a.name ?? a.email,
          ...(a.sourcedId && { [sourcedIdClaim]: a.sourcedId }),
        }),
      };
    },
  });
  const handle = provider.callback();

  async function interaction(req: IncomingMessage, res: ServerResponse, path: string[]) {
    const details = await provider.interactionDetails(req, res);
    if (req.method === "GET") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" }).end(loginPage(details.uid));
      return;
    }
    const form = await formOf(req);
    const login = (form.get("login") ?? "").trim().toLowerCase();
    const account = [...accounts.values()].find((a) => a.email.toLowerCase() === login || a.id === login);
    if (path[2] !== "login" || !account || (account.password ?? "school-pass") !== form.get("password")) {
      res
        .writeHead(200, { "content-type": "text/html; charset=utf-8" })
        .end(loginPage(details.uid, "Wrong e-mail or password."));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.id } },
      { mergeWithLastSubmission: false },
    );
  }

  async function resign(body: string): Promise<string> {
    const parsed = JSON.parse(body) as { id_token?: string };
    if (!tamper || !parsed.id_token) return body;
    const claims = tamper(decodeJwt(parsed.id_token));
    parsed.id_token = await new SignJWT(claims).setProtectedHeader({ alg: "RS256", kid: KID }).sign(privateKey);
    return JSON.stringify(parsed);
  }

  server.on("request", (req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? "/").split("?")[0].split("/").filter(Boolean);
    if (path[0] === "interaction") {
      interaction(req, res, path).catch((e: Error) => res.writeHead(400).end(e.message));
      return;
    }
    if (path[0] === "token" && tamper) {
      // Hold the provider's answer, re-sign its ID token, then send it.
      const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
      res.end = ((chunk?: unknown) => {
        const text = chunk ? Buffer.from(chunk as Buffer).toString("utf8") : "";
        void resign(text).then(
          (out) => {
            res.setHeader("content-length", Buffer.byteLength(out));
            end(out);
          },
          () => end(chunk),
        );
        return res;
      }) as typeof res.end;
    }
    handle(req, res);
  });

  const cookies = new Map<string, string>();
  const remember = (res: Response) => {
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(";");
      const at = pair.indexOf("=");
      cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join("; ");

  return {
    issuer,
    clientId,
    clientSecret,
    sourcedIdClaim,
    addAccount: (a) => accounts.set(a.id, a),
    tamper: (fn) => {
      tamper = fn;
    },
    async authorize(authorizationUrl, login, password = "school-pass") {
      cookies.clear();
      let url = new URL(authorizationUrl);
      let init: RequestInit = {};
      for (let hop = 0; hop < 10; hop++) {
        if (!url.href.startsWith(issuer)) return url;
        const res = await fetch(url, {
          ...init,
          redirect: "manual",
          headers: { ...init.headers, cookie: cookieHeader() },
        });
        remember(res);
        const location = res.headers.get("location");
        if (location) {
          url = new URL(location, url);
          init = {};
          continue;
        }
        // The login page: answer it as a person would.
        const page = await res.text();
        if (init.method === "POST")
          throw new Error(`The provider refused ${login}: ${res.status} ${page.slice(0, 300)}`);
        init = {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ login, password }).toString(),
        };
        url = new URL(`${url.pathname}/login`, url);
      }
      throw new Error("The provider did not send the browser back.");
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
