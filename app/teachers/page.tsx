import { TeacherDashboard } from "@/components/classroom/teacher-dashboard";

export default function Page() {
  return <TeacherDashboard />;
}
