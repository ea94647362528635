// Used only by the Prisma CLI when authoring migrations (`npm run db:migration`): the WASM schema engine
// behind a driver adapter replaces the native engine this network cannot download.
import { defineConfig } from "prisma/config";
import { PGlite } from "@electric-sql/pglite";
import { PrismaPGlite } from "pglite-prisma-adapter";

export default defineConfig({
  schema: "prisma/schema.prisma",
  experimental: { adapter: true },
  engine: "js",
  async adapter() {
    return new PrismaPGlite(await PGlite.create());
  },
});
