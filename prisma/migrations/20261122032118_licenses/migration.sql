-- CreateEnum
CREATE TYPE "license_request_status" AS ENUM ('pending', 'granted', 'declined');

-- CreateTable
CREATE TABLE "license" (
    "id" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "description" TEXT NOT NULL DEFAULT '',
    "price_cents" INTEGER NOT NULL,
    "duration_days" INTEGER NOT NULL,
    "seats" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "deleted_at" TIMESTAMP(3),

    CONSTRAINT "license_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "license_request" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "license_id" UUID NOT NULL,
    "requested_by_id" UUID,
    "status" "license_request_status" NOT NULL DEFAULT 'pending',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answered_at" TIMESTAMP(3),
    "answered_by_id" UUID,
    "seats" INTEGER,
    "starts_at" TIMESTAMP(3),
    "expires_at" TIMESTAMP(3),

    CONSTRAINT "license_request_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "license_request_organization_id_status_idx" ON "license_request"("organization_id", "status");

-- CreateIndex
CREATE INDEX "license_request_status_created_at_idx" ON "license_request"("status", "created_at");

-- AddForeignKey
ALTER TABLE "license_request" ADD CONSTRAINT "license_request_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "license_request" ADD CONSTRAINT "license_request_license_id_fkey" FOREIGN KEY ("license_id") REFERENCES "license"("id") ON DELETE RESTRICT ON UPDATE CASCADE;


-- One pending request per organization and license (docs/decisions/135).
CREATE UNIQUE INDEX "license_request_one_pending" ON "license_request" ("organization_id", "license_id") WHERE "status" = 'pending';
