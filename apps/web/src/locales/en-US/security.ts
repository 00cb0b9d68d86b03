import type { LocaleShape } from "../zh-CN";

export const security: LocaleShape["security"] = {
  changePassword: "Change password",
  fields: { current_password: "Current password", password: "New password", confirm: "Confirm new password" },
  passwordHint: "At least {{min}} characters; changing it signs you out on every other device",
  submit: "Change password",
  changed: "Password changed; your other devices have been signed out",
  changeFailed: "Failed to change the password",
  sessions: "Signed-in devices",
  sessionsHint: "These sign-ins are active. If you do not recognise one, sign it out and change your password.",
  columns: { device: "Device", ip: "IP address", signedIn: "Signed in", lastActive: "Last active", action: "Action" },
  thisDevice: "This device",
  unknownDevice: "Unknown device",
  revoke: "Sign out",
  revokeConfirm: "Sign this device out?",
  revoked: "The device has been signed out",
  revokeFailed: "The action failed",
  loadFailed: "Failed to load the signed-in devices",
  lastLogin: "Last sign-in",
  lastLoginTime: "Time",
  lastLoginIp: "Address",
  never: "No record yet",
};
