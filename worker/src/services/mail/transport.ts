/**
 * Sending one rendered mail by the transport the settings choose (decision 0028):
 * - `dev-mailbox` (emulator mode only): the message is kept in Firestore `devMailbox/{id}`, which
 *   the local stack's /dev/mailbox lists beside the Auth emulator's mail;
 * - `send_email`: Cloudflare Email Service's binding (`env.EMAIL.send`);
 * - `http`: a POST to an HTTP provider in Resend's shape (`from`, `to`, `subject`, `text`,
 *   `html`), with the API key as a bearer token.
 * A refusal throws a MailTransportError whose message names no secret.
 */
import type { Bindings, Settings } from '../../env';
import type { Firestore } from '../firestore/client';
import type { RenderedMail } from './templates';

export const DEV_MAILBOX = 'devMailbox';

/** How long one send may take before it counts as failed. */
const SEND_TIMEOUT_MS = 10_000;

export class MailTransportError extends Error {
  override name = 'MailTransportError';
}

export interface OutgoingMail extends RenderedMail {
  /** The outbox id: the dev mailbox keeps the message under it, providers get it as a header. */
  id: string;
  to: string;
  kind: string;
  connectionId: string;
}

export async function transmit(
  settings: Settings,
  env: Bindings,
  db: Firestore,
  mail: OutgoingMail,
  now: Date = new Date(),
): Promise<void> {
  switch (settings.MAIL_TRANSPORT) {
    case 'dev-mailbox': {
      if (!settings.FIREBASE_AUTH_EMULATOR_HOST) throw new MailTransportError('the dev mailbox exists only locally');
      await db.commit([
        {
          type: 'set',
          path: `${DEV_MAILBOX}/${mail.id}`,
          data: {
            to: mail.to,
            from: settings.MAIL_FROM,
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
            kind: mail.kind,
            connectionId: mail.connectionId,
            at: now,
          },
        },
      ]);
      return;
    }
    case 'send_email': {
      if (!env.EMAIL) throw new MailTransportError('the EMAIL binding is missing');
      try {
        await env.EMAIL.send({
          from: settings.MAIL_FROM,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: { 'X-Entity-Ref-ID': mail.id },
        } as never);
      } catch (error) {
        throw new MailTransportError(`send_email refused: ${error instanceof Error ? error.message : 'unknown error'}`);
      }
      return;
    }
    case 'http': {
      if (!settings.MAIL_HTTP_URL || !settings.MAIL_HTTP_TOKEN)
        throw new MailTransportError('the HTTP provider is not set');
      let response: Response;
      try {
        response = await fetch(settings.MAIL_HTTP_URL, {
          method: 'POST',
          headers: {
            authorization: `Bearer ${settings.MAIL_HTTP_TOKEN}`,
            'content-type': 'application/json',
            // The provider ignores a second send of the same message (Resend's idempotency key).
            'idempotency-key': mail.id,
          },
          body: JSON.stringify({
            from: settings.MAIL_FROM,
            to: [mail.to],
            subject: mail.subject,
            text: mail.text,
            html: mail.html,
          }),
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
      } catch (error) {
        throw new MailTransportError(
          `the mail provider could not be reached (${error instanceof Error ? error.name : 'error'})`,
        );
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new MailTransportError(`the mail provider answered ${response.status}`);
      }
      await response.body?.cancel();
      return;
    }
  }
}
