-- CreateTable
CREATE TABLE "parent_consent" (
    "id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "parent_email" TEXT NOT NULL,
    "key_hash" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "confirmed_at" TIMESTAMP(3),
    "confirmed_by_id" UUID,

    CONSTRAINT "parent_consent_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "parent_consent_key_hash_key" ON "parent_consent"("key_hash");

-- CreateIndex
CREATE INDEX "parent_consent_child_id_idx" ON "parent_consent"("child_id");

-- AddForeignKey
ALTER TABLE "parent_consent" ADD CONSTRAINT "parent_consent_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

