export default {
  authFailed: "认证失败",
  noPermission: "没有权限",
  requestError: "请求错误，状态码：{{status}}",
  requestFailed: "请求失败（code {{code}}）",
  timeout: "请求超时",
  network: "网络错误",
  unknown: "未知错误",
};
