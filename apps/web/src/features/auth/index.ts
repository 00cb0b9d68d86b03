export { useLogin, useLogout } from "./api/login";
export { useToken } from "./api/use-session";
export { type UserInfo, userInfoQuery, userKeys, useUserInfo } from "./api/userinfo";
