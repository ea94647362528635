import { ProfilePage } from "@/components/auth/profile-page";

export const metadata = { title: "Your profile" };

export default function Page() {
  return <ProfilePage role="teacher" />;
}
