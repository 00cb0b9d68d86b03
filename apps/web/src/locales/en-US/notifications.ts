import type { LocaleShape } from "../zh-CN";

export const notifications: LocaleShape["notifications"] = {
  bell: "Notifications",
  bellUnread: "Notifications ({{count}} unread)",
  title: "Notifications",
  markAllRead: "Mark all read",
  empty: "No notifications yet",
  loadFailed: "The notifications could not be loaded",
  unread: "Unread",
  markFailed: "That did not work; please try again",
  time: {
    justNow: "just now",
  },
};
