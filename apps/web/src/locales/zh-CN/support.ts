// Customer service: the contact-us form (POST /system/contact_us) and upload failures.
export default {
  contactUs: {
    open: "给我们留言",
    title: "联系我们",
    name: "姓名",
    email: "邮箱",
    subject: "主题",
    content: "内容",
    send: "发送",
    sent: "留言已发送，我们会尽快回复",
    failed: "留言发送失败",
  },
  upload: {
    failedTitle: "上传失败",
    unknownError: "未知错误",
  },
};
