// Local stand-ins only (/dev/failed-email, /dev/mailbox): an e-mail that has already failed every
// attempt, so the Health Monitor's Retry can be tried (end-to-end tests, demos), and a test message
// through the whole pipeline. Never reachable in production.
import { getDb, schema } from "~/db.server";
import { enqueueEmail, MAX_ATTEMPTS } from "~/services/email.server";

export async function createFailedEmail(recipient: string): Promise<string> {
  const [row] = await getDb()
    .insert(schema.emailOutbox)
    .values({
      templateKey: "dev_failed",
      recipient,
      subject: "A message that could not be delivered",
      htmlBody: "<p>This message failed on purpose (local developer tool).</p>",
      textBody: "This message failed on purpose (local developer tool).",
      status: "failed",
      attempts: MAX_ATTEMPTS,
      lastError: "Stand-in failure: the mail server refused the message (local developer tool)",
    })
    .returning({ id: schema.emailOutbox.id });
  return row.id;
}

/** /dev/mailbox: a welcome e-mail to `to`, queued like any other (outbox → worker → mailbox). */
export async function queueTestEmail(to: string, loginUrl: string): Promise<string> {
  return enqueueEmail(getDb(), {
    templateKey: "welcome_individual",
    to,
    variables: { firstName: "Test", email: to, loginUrl },
  });
}
