export default {
  required: "此项为必填项",
  email: "请输入有效的邮箱地址",
  min_length: "最少 {{min}} 个字符",
  max_length: "最多 {{max}} 个字符",
  phone: "电话只能包含数字和加号",
  password_mismatch: "两次输入的密码不一致",
  check_form: "请检查必填项或格式",
  invalid: "格式不正确",
  agree: "请阅读并同意使用条款和隐私政策",
  vcode: "验证码为 6 位数字",
  common_password: "密码过于常见，请换一个",
};
