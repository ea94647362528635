// next-auth's JWT encode/decode, replaced so the web session cookie is a Sprout access token: the same
// HS256 JWT that API clients send as `Authorization: Bearer`. One format, one verifier.
import type { JWT, JWTDecodeParams, JWTEncodeParams } from "next-auth/jwt";
import { signToken, verifyToken, accessExpiry } from "./tokens";

export async function encode({ token }: JWTEncodeParams): Promise<string> {
  if (!token?.sub || typeof token.sid !== "string" || typeof token.sexp !== "number") {
    throw new Error("Cannot encode a session token without sub, sid and sexp");
  }
  const { sub, sid, sexp, name, email, role } = token as JWT & {
    sub: string;
    sid: string;
    sexp: number;
    role?: string;
  };
  const sessionEnd = new Date(sexp * 1000);
  return signToken("access", { sub, sid, sexp, name, email, role }, accessExpiry(sessionEnd));
}

export async function decode({ token }: JWTDecodeParams): Promise<JWT | null> {
  if (!token) return null;
  return (await verifyToken(token, "access")) as JWT | null;
}
