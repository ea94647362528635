-- CreateEnum
CREATE TYPE "organization_member_kind" AS ENUM ('teacher', 'organizer');

-- CreateTable
CREATE TABLE "organization_member" (
    "organization_id" UUID NOT NULL,
    "user_id" UUID NOT NULL,
    "kind" "organization_member_kind" NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "organization_member_pkey" PRIMARY KEY ("organization_id","user_id")
);

-- CreateIndex
CREATE INDEX "organization_member_user_id_idx" ON "organization_member"("user_id");

-- AddForeignKey
ALTER TABLE "organization_member" ADD CONSTRAINT "organization_member_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "organization_member" ADD CONSTRAINT "organization_member_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Everyone who already has a current organization is a member of it, as what their account is.
INSERT INTO "organization_member" ("organization_id", "user_id", "kind")
SELECT "organization_id", "id", CASE WHEN "is_organizer" THEN 'organizer'::"organization_member_kind" ELSE 'teacher'::"organization_member_kind" END
FROM "user"
WHERE "organization_id" IS NOT NULL AND ("is_organizer" OR "is_teacher")
ON CONFLICT DO NOTHING;
