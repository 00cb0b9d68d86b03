export { queueOrderWebhooks, queueReminderWebhook } from "./webhook-events";
export { WEBHOOK_WORKER_DEFAULTS, WebhookWorker, type WebhookWorkerOptions } from "./webhook-worker";
export { default as webhooksRoutes } from "./webhooks.routes";
