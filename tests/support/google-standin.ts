// A local HTTP stand-in for Google's tokeninfo and userinfo endpoints. Tests register access tokens with
// the identity Google would report for them; the product reaches it through the official client.
import http from "node:http";

export type StandInIdentity = {
  sub: string;
  email: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
  aud?: string;
};

const g = globalThis as unknown as { __sproutGoogleTokens?: Map<string, StandInIdentity> };
g.__sproutGoogleTokens ??= new Map();

export function registerGoogleToken(token: string, identity: StandInIdentity) {
  g.__sproutGoogleTokens!.set(token, identity);
}

function tokenFrom(req: http.IncomingMessage, body: string, url: URL): string | null {
  const auth = req.headers.authorization;
  if (auth?.startsWith("Bearer ")) return auth.slice(7);
  return url.searchParams.get("access_token") ?? new URLSearchParams(body).get("access_token");
}

export function startGoogleStandIn(): Promise<{ url: string }> {
  const server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://local");
      const identity = g.__sproutGoogleTokens!.get(tokenFrom(req, body, url) ?? "");
      const send = (status: number, data: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(data));
      };
      if (!identity) return send(400, { error: "invalid_token", error_description: "Invalid Value" });
      if (url.pathname.endsWith("/tokeninfo")) {
        return send(200, {
          aud: identity.aud ?? "sprout-test-client",
          sub: identity.sub,
          email: identity.email,
          email_verified: String(identity.email_verified ?? true),
          scope: "openid email profile",
          expires_in: "3599",
        });
      }
      if (url.pathname.endsWith("/oauth2/v2/userinfo")) {
        return send(200, {
          id: identity.sub,
          email: identity.email,
          verified_email: identity.email_verified ?? true,
          given_name: identity.given_name ?? "",
          family_name: identity.family_name ?? "",
        });
      }
      send(404, { error: "not_found" });
    });
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      resolve({ url: `http://127.0.0.1:${port}` });
    });
  });
}
