// Next's own floor (issue 25, docs/decisions/231): a Next app with nothing in it but two route handlers, built and
// served by `next start` exactly as Sprout is (same Next, same Node, production build). bench/floor/next-floor.ts
// builds it into bench/floor/next/.next; it never ships: it is not under Sprout's app/ and `npm run build` does not
// see it.
import path from "node:path";

/** @type {import('next').NextConfig} */
export default {
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: ["pg"],
  turbopack: { root: path.resolve(import.meta.dirname, "../../..") },
};
