-- AlterTable
ALTER TABLE "email_confirmation" ADD COLUMN     "changes_email" BOOLEAN NOT NULL DEFAULT false;

