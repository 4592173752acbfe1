/**
 * The chat panel (spec §2): WhatsApp, the contact page and e-mail, and the team's hours. A popover
 * opened by the chat button (components/chat-widget.tsx), with no script.
 */
import { Link } from './link';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { whatsappLink } from '#shared/lib/phone.ts';
import { teamHours } from '#shared/lib/dates.ts';
import { useRootData } from '../lib/use-root-data';
import { Deferred } from '../lib/deferred';
import { closePopover } from './mobile-drawer';

export const CHAT_PANEL_ID = 'chat-panel';

export function ChatPanel() {
  const { t } = useTranslation();
  const { contact, locale } = useRootData();
  return (
    <Card
      id={CHAT_PANEL_ID}
      popover="auto"
      className="chat-dialog"
      role="dialog"
      aria-labelledby="chat-title"
      data-testid="chat-dialog"
    >
      <Flex direction="column" gap="2">
        <Heading as="h2" size="3" id="chat-title">
          {t('chat.title')}
        </Heading>
        <Text as="p" size="2">
          {t('chat.intro')}
        </Text>
        <Text as="p" size="2" weight="bold">
          {t('chat.availability', teamHours(locale))}
        </Text>
        <Deferred value={contact} fallback={null}>
          {(record) => {
            const whatsapp = record
              ? locale === 'en'
                ? record.whatsapp
                : (record.whatsappfr ?? record.whatsapp)
              : undefined;
            const email = record ? (locale === 'en' ? record.email1 : (record.emailfr ?? record.email1)) : undefined;
            return (
              <ul className="chat-links">
                {whatsapp && (
                  <li>
                    <a href={whatsappLink(whatsapp)} rel="noopener noreferrer" target="_blank">
                      {t('chat.whatsapp')}
                    </a>
                  </li>
                )}
                <li>
                  <Link to="/contact" onClick={closePopover}>
                    {t('chat.contactPage')}
                  </Link>
                </li>
                {email && (
                  <li>
                    <a href={`mailto:${email}`}>{t('chat.mail')}</a>
                  </li>
                )}
              </ul>
            );
          }}
        </Deferred>
        <Button variant="soft" color="gray" popoverTarget={CHAT_PANEL_ID} popoverTargetAction="hide">
          {t('chat.close')}
        </Button>
      </Flex>
    </Card>
  );
}
