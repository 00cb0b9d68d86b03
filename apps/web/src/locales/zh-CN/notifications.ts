// The bell in the header: the user's notifications (GET /notifications) and their unread count.
export default {
  bell: "通知",
  bellUnread: "通知（{{count}} 条未读）",
  title: "通知",
  markAllRead: "全部标为已读",
  empty: "暂无通知",
  loadFailed: "通知加载失败",
  unread: "未读",
  markFailed: "操作失败，请重试",
  time: {
    justNow: "刚刚",
  },
};
