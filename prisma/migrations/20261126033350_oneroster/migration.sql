-- AlterTable
ALTER TABLE "class" ADD COLUMN     "source_id" TEXT;

-- CreateTable
CREATE TABLE "roster_person" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "source_id" TEXT NOT NULL,
    "role" TEXT NOT NULL,
    "email" TEXT NOT NULL DEFAULT '',
    "given_name" TEXT NOT NULL,
    "family_name" TEXT NOT NULL,
    "user_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "roster_person_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "roster_class_teacher" (
    "class_id" UUID NOT NULL,
    "person_id" UUID NOT NULL,

    CONSTRAINT "roster_class_teacher_pkey" PRIMARY KEY ("class_id","person_id")
);

-- CreateTable
CREATE TABLE "roster_import" (
    "id" UUID NOT NULL,
    "organization_id" UUID NOT NULL,
    "created_by_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "apply_removals" BOOLEAN NOT NULL DEFAULT false,
    "total" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "roster" JSONB NOT NULL,
    "summary" JSONB,
    "errors" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),
    "heartbeat_at" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "roster_import_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "roster_person_organization_id_email_idx" ON "roster_person"("organization_id", "email");

-- CreateIndex
CREATE INDEX "roster_person_user_id_idx" ON "roster_person"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "roster_person_organization_id_source_id_key" ON "roster_person"("organization_id", "source_id");

-- CreateIndex
CREATE INDEX "roster_class_teacher_person_id_idx" ON "roster_class_teacher"("person_id");

-- CreateIndex
CREATE INDEX "roster_import_organization_id_idx" ON "roster_import"("organization_id");

-- CreateIndex
CREATE INDEX "roster_import_status_idx" ON "roster_import"("status");

-- CreateIndex
CREATE UNIQUE INDEX "class_organization_id_source_id_key" ON "class"("organization_id", "source_id");

-- AddForeignKey
ALTER TABLE "roster_person" ADD CONSTRAINT "roster_person_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_person" ADD CONSTRAINT "roster_person_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_class_teacher" ADD CONSTRAINT "roster_class_teacher_class_id_fkey" FOREIGN KEY ("class_id") REFERENCES "class"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_class_teacher" ADD CONSTRAINT "roster_class_teacher_person_id_fkey" FOREIGN KEY ("person_id") REFERENCES "roster_person"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_import" ADD CONSTRAINT "roster_import_organization_id_fkey" FOREIGN KEY ("organization_id") REFERENCES "organization"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "roster_import" ADD CONSTRAINT "roster_import_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

