export default {
  required: "此项为必填项",
  email: "请输入有效的邮箱地址",
  min_length: "最少 {{min}} 个字符",
  max_length: "最多 {{max}} 个字符",
  phone: "电话只能包含数字和加号",
  password_mismatch: "两次输入的密码不一致",
  check_form: "请检查必填项或格式",
  invalid: "格式不正确",
};
