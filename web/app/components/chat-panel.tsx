/**
 * The chat panel (spec §2): WhatsApp, the contact page and e-mail, and the team's hours. A popover
 * opened by the chat button (components/chat-widget.tsx), with no script.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { whatsappLink } from '#shared/lib/phone.ts';
import { teamHours } from '#shared/lib/dates.ts';
import { useRootData } from '../lib/use-root-data';

export const CHAT_PANEL_ID = 'chat-panel';

export function ChatPanel() {
  const { t } = useTranslation();
  const { contact, locale } = useRootData();
  const whatsapp = contact
    ? locale === 'en'
      ? contact.whatsapp
      : (contact.whatsappfr ?? contact.whatsapp)
    : undefined;
  const email = contact ? (locale === 'en' ? contact.email1 : (contact.emailfr ?? contact.email1)) : undefined;
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
        <ul className="chat-links">
          {whatsapp && (
            <li>
              <a href={whatsappLink(whatsapp)} rel="noopener noreferrer" target="_blank">
                {t('chat.whatsapp')}
              </a>
            </li>
          )}
          <li>
            <Link to="/contact">{t('chat.contactPage')}</Link>
          </li>
          {email && (
            <li>
              <a href={`mailto:${email}`}>{t('chat.mail')}</a>
            </li>
          )}
        </ul>
        <Button variant="soft" color="gray" popoverTarget={CHAT_PANEL_ID} popoverTargetAction="hide">
          {t('chat.close')}
        </Button>
      </Flex>
    </Card>
  );
}
