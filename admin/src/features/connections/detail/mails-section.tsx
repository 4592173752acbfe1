/**
 * The mails of a request (decision 0028): each with its recipient and delivery; one not sent yet
 * shows its last error and next try, with "Retry now".
 */
import { useTranslation } from 'react-i18next';
import { Badge, Button, Flex, Text } from '@radix-ui/themes';
import type { AdminMail } from '#shared/schemas/admin.ts';
import { useFormat } from '#admin/src/lib/format.ts';

interface MailsSectionProps {
  mails: AdminMail[];
  busy: boolean;
  onRetry: (mailId: string) => void;
}

const COLORS = { queued: 'amber', sending: 'blue', sent: 'grass', failed: 'red' } as const;

export function MailsSection({ mails, busy, onRetry }: MailsSectionProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (mails.length === 0) return <Text as="p">{t('detail.noMails')}</Text>;
  return (
    <Flex asChild direction="column" gap="2">
      <ul style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {mails.map((mail) => (
          <li key={mail.id} data-mail-status={mail.status}>
            <Flex gap="2" align="center" wrap="wrap">
              <Badge color={COLORS[mail.status]} variant="soft" highContrast>
                {t(`detail.mailStatus.${mail.status}`)}
              </Badge>
              <Text size="2">
                {t('detail.mailLine', { kind: t(`mailKinds.${mail.kind}`, { defaultValue: mail.kind }), to: mail.to })}
              </Text>
              <Text size="1" color="gray">
                {format.dateTime(mail.sentAt ?? mail.createdAt)}
              </Text>
            </Flex>
            {mail.status !== 'sent' && mail.attempts > 0 && (
              <Flex gap="2" align="center" wrap="wrap" mt="1">
                <Text size="1" color="red">
                  {t('detail.mailFailed', {
                    attempts: mail.attempts,
                    error: mail.lastError,
                    retry: mail.retryAt ? format.dateTime(mail.retryAt) : '—',
                  })}
                </Text>
                <Button size="1" variant="soft" disabled={busy} onClick={() => onRetry(mail.id)}>
                  {t('detail.retryNow')}
                </Button>
              </Flex>
            )}
          </li>
        ))}
      </ul>
    </Flex>
  );
}
