-- AlterTable
ALTER TABLE "student" ALTER COLUMN "class_id" DROP NOT NULL;

-- CreateTable
CREATE TABLE "parent_time_limit" (
    "id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "day_of_the_week" TEXT NOT NULL,
    "time_limit" TEXT NOT NULL,
    "set_by_id" UUID,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "parent_time_limit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "parent_level_threshold" (
    "id" UUID NOT NULL,
    "child_id" UUID NOT NULL,
    "grade" TEXT NOT NULL,
    "level" TEXT NOT NULL,
    "set_by_id" UUID,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "parent_level_threshold_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "friend_request" (
    "id" UUID NOT NULL,
    "from_child_id" UUID NOT NULL,
    "to_child_id" UUID NOT NULL,
    "sent_by_id" UUID,
    "to_label" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "answered_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "answered_at" TIMESTAMP(3),

    CONSTRAINT "friend_request_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "family_code" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "code_hash" TEXT NOT NULL,
    "created_by_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "family_code_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "parent_time_limit_child_id_day_of_the_week_key" ON "parent_time_limit"("child_id", "day_of_the_week");

-- CreateIndex
CREATE UNIQUE INDEX "parent_level_threshold_child_id_grade_key" ON "parent_level_threshold"("child_id", "grade");

-- CreateIndex
CREATE INDEX "friend_request_from_child_id_idx" ON "friend_request"("from_child_id");

-- CreateIndex
CREATE INDEX "friend_request_to_child_id_idx" ON "friend_request"("to_child_id");

-- CreateIndex
CREATE UNIQUE INDEX "family_code_student_id_key" ON "family_code"("student_id");

-- CreateIndex
CREATE UNIQUE INDEX "family_code_code_hash_key" ON "family_code"("code_hash");

-- AddForeignKey
ALTER TABLE "parent_time_limit" ADD CONSTRAINT "parent_time_limit_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "parent_level_threshold" ADD CONSTRAINT "parent_level_threshold_child_id_fkey" FOREIGN KEY ("child_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "friend_request" ADD CONSTRAINT "friend_request_from_child_id_fkey" FOREIGN KEY ("from_child_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "friend_request" ADD CONSTRAINT "friend_request_to_child_id_fkey" FOREIGN KEY ("to_child_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "family_code" ADD CONSTRAINT "family_code_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

