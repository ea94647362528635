-- AlterTable
ALTER TABLE "organization" ADD COLUMN     "district_id" UUID,
ADD COLUMN     "source_id" TEXT;

-- AlterTable
ALTER TABLE "class" ADD COLUMN     "classroom_course_id" TEXT,
ADD COLUMN     "classroom_synced_at" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "roster_import" ADD COLUMN     "source" TEXT NOT NULL DEFAULT 'oneroster';

-- CreateTable
CREATE TABLE "organization_sign_in" (
    "organization_id" UUID NOT NULL,
    "issuer" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "client_secret" TEXT NOT NULL,
    "sourced_id_claim" TEXT NOT NULL DEFAULT '',
    "domains" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "label" TEXT NOT NULL DEFAULT '',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "organization_sign_in_pkey" PRIMARY KEY ("organization_id")
);

-- CreateTable
CREATE TABLE "oidc_login" (
    "state" TEXT NOT NULL,
    "organization_id" UUID NOT NULL,
    "nonce" TEXT NOT NULL,
    "code_verifier" TEXT NOT NULL,
    "return_to" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "oidc_login_pkey" PRIMARY KEY ("state")
);

-- CreateIndex
CREATE INDEX "oidc_login_created_at_idx" ON "oidc_login"("created_at");

-- CreateIndex
CREATE UNIQUE INDEX "organization_district_id_source_id_key" ON "organization"("district_id", "source_id");

-- CreateIndex
CREATE UNIQUE INDEX "class_classroom_course_id_key" ON "class"("classroom_course_id");

-- AddForeignKey
ALTER TABLE "organization" ADD CONSTRAINT "organization_district_id_fkey" FOREIGN KEY ("district_id") REFERENCES "organization"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_sign_in" ADD CONSTRAINT "organization_sign_in_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "oidc_login" ADD CONSTRAINT "oidc_login_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

