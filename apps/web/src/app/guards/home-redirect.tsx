import { Navigate } from "react-router";
import { useUserInfo } from "../../features/auth";
import { firstLanding } from "../route-table";

/** "/" goes to the first landing page the user's roles allow, else to /403. */
export function HomeRedirect() {
  const user = useUserInfo();
  return <Navigate to={firstLanding(user.data?.authorities ?? []) ?? "/403"} replace />;
}
