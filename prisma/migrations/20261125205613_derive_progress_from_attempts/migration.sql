-- DropForeignKey
ALTER TABLE "student_skill_level" DROP CONSTRAINT "student_skill_level_student_id_fkey";

-- DropForeignKey
ALTER TABLE "student_topic_progress" DROP CONSTRAINT "student_topic_progress_student_id_fkey";

-- DropForeignKey
ALTER TABLE "student_standard_met" DROP CONSTRAINT "student_standard_met_student_id_fkey";

-- DropTable
DROP TABLE "student_skill_level";

-- DropTable
DROP TABLE "student_topic_progress";

-- DropTable
DROP TABLE "student_standard_met";

