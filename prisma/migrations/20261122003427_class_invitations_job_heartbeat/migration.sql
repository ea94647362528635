-- AlterTable
ALTER TABLE "import_job" ADD COLUMN     "heartbeat_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "class_invitation" (
    "id" UUID NOT NULL,
    "class_id" UUID NOT NULL,
    "identifier" TEXT NOT NULL,
    "invited_by_id" UUID NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answered_at" TIMESTAMP(3),
    "accepted" BOOLEAN,

    CONSTRAINT "class_invitation_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "class_invitation_identifier_idx" ON "class_invitation"("identifier");

-- CreateIndex
CREATE UNIQUE INDEX "class_invitation_class_id_identifier_key" ON "class_invitation"("class_id", "identifier");

-- AddForeignKey
ALTER TABLE "class_invitation" ADD CONSTRAINT "class_invitation_class_id_fkey" FOREIGN KEY ("class_id") REFERENCES "class"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "class_invitation" ADD CONSTRAINT "class_invitation_invited_by_id_fkey" FOREIGN KEY ("invited_by_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

