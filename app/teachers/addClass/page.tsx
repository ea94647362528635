import { AddClassPage } from "@/components/classroom/add-class-page";

export default function Page() {
  return <AddClassPage returnTo="/teachers" />;
}
