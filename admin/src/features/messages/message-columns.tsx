/** The contact messages' columns: when, who, how to reach them, the message, and its state. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createColumnHelper } from '@tanstack/react-table';
import { Badge, Button, Flex, Link, Text } from '@radix-ui/themes';
import type { AdminContactMessage } from '#shared/schemas/admin.ts';
import { telLink } from '#shared/lib/phone.ts';
import { useFormat } from '../../lib/format';
import { useStableCallback } from '../../lib/use-stable-callback';

const column = createColumnHelper<AdminContactMessage>();
export const fullName = (message: AdminContactMessage) => `${message.name} ${message.surname}`.trim();

export function useMessageColumns(toggle: (message: AdminContactMessage) => void) {
  const { t } = useTranslation();
  const onToggle = useStableCallback(toggle);
  const format = useFormat();
  return useMemo(
    () => [
      column.accessor('createdAt', {
        header: () => t('messages.columns.received'),
        cell: (info) => format.dateTime(info.getValue()),
      }),
      column.display({
        id: 'from',
        header: () => t('messages.columns.from'),
        cell: ({ row }) => fullName(row.original),
      }),
      column.accessor('email', {
        header: () => t('messages.columns.email'),
        cell: (info) => <Link href={`mailto:${info.getValue()}`}>{info.getValue()}</Link>,
      }),
      column.accessor('cellphone', {
        header: () => t('messages.columns.cellphone'),
        cell: (info) => {
          const href = telLink(info.getValue());
          return href ? <Link href={href}>{info.getValue()}</Link> : info.getValue();
        },
      }),
      column.accessor('message', {
        header: () => t('messages.columns.message'),
        cell: (info) => (
          <Text as="p" size="2" className="message-text">
            {info.getValue()}
          </Text>
        ),
      }),
      column.accessor('locale', {
        header: () => t('messages.columns.language'),
        cell: (info) => (info.getValue() === 'en' ? 'EN' : 'FR'),
      }),
      column.display({
        id: 'handled',
        header: () => t('messages.columns.state'),
        cell: ({ row }) => {
          const message = row.original;
          const name = fullName(message);
          return (
            <Flex direction="column" align="start" gap="2">
              {message.handled ? (
                <Badge color="grass" highContrast>
                  {t('messages.handled')}
                </Badge>
              ) : (
                <Badge color="amber" highContrast>
                  {t('messages.new')}
                </Badge>
              )}
              {message.handled && message.handledAt && (
                <Text size="1" color="gray">
                  {t('messages.handledBy', {
                    name: message.handledByName ?? '—',
                    date: format.dateTime(message.handledAt),
                  })}
                </Text>
              )}
              <Button
                size="1"
                variant="soft"
                onClick={() => onToggle(message)}
                aria-label={t(message.handled ? 'messages.markNewLabel' : 'messages.markHandledLabel', { name })}
              >
                {t(message.handled ? 'messages.markNew' : 'messages.markHandled')}
              </Button>
            </Flex>
          );
        },
      }),
    ],
    [t, format, onToggle],
  );
}
