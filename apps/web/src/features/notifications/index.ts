// The header's bell (the app's layout mounts it) and the queries it runs.
export { notificationKeys, useUnreadCount } from "./api/notifications";
export { NotificationBell, notificationPath } from "./components/notification-bell";
