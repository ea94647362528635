import NextAuth from "next-auth";
import { authOptions } from "@/lib/accounts/next-auth";
import { guardNextAuth, providerIdOf } from "@/lib/accounts/next-auth-guard";

// Only the paths Sprout's sign-in uses reach next-auth; anything else is a 4xx (lib/accounts/next-auth-guard.ts).
const handler = guardNextAuth(NextAuth(authOptions), authOptions.providers.map(providerIdOf));
export { handler as GET, handler as POST };
