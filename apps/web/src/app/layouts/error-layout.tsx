import { FullPageLoading } from "../../components/full-page-loading";
import { useToken, useUserInfo } from "../../features/auth";
import MainLayout from "./main-layout";
import PublicLayout from "./public-layout";

/**
 * The 403 and 404 pages keep the user's place: inside the main layout (logo, menu, language) when
 * signed in, inside the public layout otherwise.
 */
export default function ErrorLayout() {
  const token = useToken();
  const user = useUserInfo();
  if (token && user.isPending) return <FullPageLoading messageKey="common.loadingUser" />;
  return token && user.data ? <MainLayout /> : <PublicLayout />;
}
