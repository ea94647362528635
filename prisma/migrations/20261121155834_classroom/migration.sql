-- AlterTable
ALTER TABLE "class" ADD COLUMN     "level_thresholds" JSONB,
ADD COLUMN     "time_limits" JSONB;

-- AlterTable
ALTER TABLE "student" ADD COLUMN     "card_issued_at" TIMESTAMP(3),
ADD COLUMN     "card_secret" TEXT,
ADD COLUMN     "card_token_hash" TEXT,
ADD COLUMN     "coding_experience" TEXT NOT NULL DEFAULT 'experienced',
ADD COLUMN     "external_id" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "level" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "student_time_limit" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "day_of_the_week" TEXT NOT NULL,
    "time_limit" TEXT NOT NULL,

    CONSTRAINT "student_time_limit_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_level_threshold" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "grade" TEXT NOT NULL,
    "level" TEXT NOT NULL,

    CONSTRAINT "student_level_threshold_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_comment" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "author_id" UUID NOT NULL,
    "text" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "student_comment_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_skill_level" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "skill_id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "student_skill_level_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_topic_progress" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "unit_title" TEXT NOT NULL,
    "topic_title" TEXT NOT NULL,
    "level" INTEGER NOT NULL DEFAULT 0,
    "progress" INTEGER NOT NULL DEFAULT 0,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "student_topic_progress_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "student_standard_met" (
    "id" UUID NOT NULL,
    "student_id" UUID NOT NULL,
    "category_id" TEXT NOT NULL,
    "category_title" TEXT NOT NULL DEFAULT '',
    "test_id" TEXT NOT NULL,
    "test_title" TEXT NOT NULL DEFAULT '',
    "met_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "student_standard_met_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "import_job" (
    "id" UUID NOT NULL,
    "class_id" UUID NOT NULL,
    "created_by_id" UUID NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'queued',
    "total" INTEGER NOT NULL,
    "processed" INTEGER NOT NULL DEFAULT 0,
    "rows" JSONB NOT NULL,
    "errors" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "started_at" TIMESTAMP(3),
    "finished_at" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "import_job_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "card_print" (
    "id" UUID NOT NULL,
    "class_id" UUID NOT NULL,
    "teacher_id" UUID NOT NULL,
    "card_count" INTEGER NOT NULL,
    "paper" TEXT NOT NULL,
    "student_id" UUID,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "card_print_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "student_time_limit_student_id_day_of_the_week_key" ON "student_time_limit"("student_id", "day_of_the_week");

-- CreateIndex
CREATE UNIQUE INDEX "student_level_threshold_student_id_grade_key" ON "student_level_threshold"("student_id", "grade");

-- CreateIndex
CREATE INDEX "student_comment_student_id_idx" ON "student_comment"("student_id");

-- CreateIndex
CREATE UNIQUE INDEX "student_skill_level_student_id_skill_id_key" ON "student_skill_level"("student_id", "skill_id");

-- CreateIndex
CREATE UNIQUE INDEX "student_topic_progress_student_id_unit_title_topic_title_key" ON "student_topic_progress"("student_id", "unit_title", "topic_title");

-- CreateIndex
CREATE UNIQUE INDEX "student_standard_met_student_id_test_id_key" ON "student_standard_met"("student_id", "test_id");

-- CreateIndex
CREATE INDEX "import_job_class_id_idx" ON "import_job"("class_id");

-- CreateIndex
CREATE INDEX "import_job_status_idx" ON "import_job"("status");

-- CreateIndex
CREATE INDEX "card_print_class_id_idx" ON "card_print"("class_id");

-- CreateIndex
CREATE UNIQUE INDEX "student_card_token_hash_key" ON "student"("card_token_hash");

-- AddForeignKey
ALTER TABLE "student_time_limit" ADD CONSTRAINT "student_time_limit_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_level_threshold" ADD CONSTRAINT "student_level_threshold_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_comment" ADD CONSTRAINT "student_comment_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_comment" ADD CONSTRAINT "student_comment_author_id_fkey" FOREIGN KEY ("author_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_skill_level" ADD CONSTRAINT "student_skill_level_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_topic_progress" ADD CONSTRAINT "student_topic_progress_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "student_standard_met" ADD CONSTRAINT "student_standard_met_student_id_fkey" FOREIGN KEY ("student_id") REFERENCES "student"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_class_id_fkey" FOREIGN KEY ("class_id") REFERENCES "class"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "import_job" ADD CONSTRAINT "import_job_created_by_id_fkey" FOREIGN KEY ("created_by_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_print" ADD CONSTRAINT "card_print_class_id_fkey" FOREIGN KEY ("class_id") REFERENCES "class"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "card_print" ADD CONSTRAINT "card_print_teacher_id_fkey" FOREIGN KEY ("teacher_id") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

