/** The job queues: due-items checks, and the notice e-mails (retried on their own). */
export const DUE_QUEUE = 'due'
export const MAIL_QUEUE = 'mail'
