-- AlterTable
ALTER TABLE "class_invitation" ADD COLUMN     "invitee_id" UUID;

-- AlterTable
ALTER TABLE "import_job" ADD COLUMN     "class_draft" JSONB,
ALTER COLUMN "class_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "audit_refusal" (
    "id" UUID NOT NULL DEFAULT gen_random_uuid(),
    "minute" TIMESTAMP(3) NOT NULL,
    "actor_key" TEXT NOT NULL,
    "actor_id" UUID,
    "actor_username" TEXT,
    "organization_id" UUID,
    "method" TEXT NOT NULL,
    "route" TEXT NOT NULL,
    "status" INTEGER NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "ip" TEXT NOT NULL DEFAULT '',
    "last_request_id" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "audit_refusal_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "audit_refusal_organization_id_minute_idx" ON "audit_refusal"("organization_id", "minute");

-- CreateIndex
CREATE UNIQUE INDEX "audit_refusal_minute_actor_key_method_route_status_key" ON "audit_refusal"("minute", "actor_key", "method", "route", "status");

-- CreateIndex
CREATE INDEX "class_invitation_invitee_id_idx" ON "class_invitation"("invitee_id");

-- AddForeignKey
ALTER TABLE "class_invitation" ADD CONSTRAINT "class_invitation_invitee_id_fkey" FOREIGN KEY ("invitee_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Pending co-teaching invitations bind to the account that holds their name now, a username or a verified
-- address (issue 41): from here on a rename neither takes nor loses one.
UPDATE "class_invitation" ci SET "invitee_id" = (
  SELECT u."id" FROM "user" u
  WHERE lower(u."username") = ci."identifier"
     OR (lower(u."email") = ci."identifier" AND u."email_verified_at" IS NOT NULL)
  ORDER BY (lower(u."username") = ci."identifier") DESC
  LIMIT 1
)
WHERE ci."answered_at" IS NULL;
