// What other modules may do with mail: queue one in the outbox, inside the transaction of the
// action it reports, for the worker to send. Templates are in mail-templates.ts.
export { enqueueMail, type NewMail } from "./outbox.repository";
