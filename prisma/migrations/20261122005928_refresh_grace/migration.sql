-- AlterTable
ALTER TABLE "auth_session" ADD COLUMN     "previous_jti" TEXT,
ADD COLUMN     "rotated_at" TIMESTAMP(3);

