/** The general contact details beside the form (from the contact record). */
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import { teamHours } from '#shared/lib/dates.ts';
import type { ContactDetailsView, ContactPageData } from './types';
import '../../styles/contact.css';

function DetailsList({ details }: { details: ContactDetailsView | null }) {
  const { t } = useTranslation('forms');
  const empty =
    !details || (!details.telephone && !details.whatsapp && details.emails.length === 0 && !details.frenchEmail);
  if (empty)
    return (
      <Text as="p" size="2" color="gray">
        {t('contact.detailsUnavailable')}
      </Text>
    );
  return (
    <dl className="contact-details-list" data-testid="contact-details">
      {details.telephone && (
        <div>
          <dt>{t('contact.telephone')}</dt>
          <dd>
            <a href={details.telephone.href}>{details.telephone.label}</a>
          </dd>
        </div>
      )}
      {details.whatsapp && (
        <div>
          <dt>{t('contact.whatsapp')}</dt>
          <dd>
            <a href={details.whatsapp.href} rel="noopener noreferrer" target="_blank" data-testid="contact-whatsapp">
              {details.whatsapp.label}
            </a>
          </dd>
        </div>
      )}
      {details.emails.length > 0 && (
        <div>
          <dt>{t('contact.email1')}</dt>
          {details.emails.map((email) => (
            <dd key={email}>
              <a href={`mailto:${email}`}>{email}</a>
            </dd>
          ))}
        </div>
      )}
      {details.frenchEmail && (
        <div>
          <dt>{t('contact.emailFr')}</dt>
          <dd>
            <a href={`mailto:${details.frenchEmail}`} data-testid="contact-email-fr">
              {details.frenchEmail}
            </a>
          </dd>
        </div>
      )}
    </dl>
  );
}

export function ContactDetails({ details }: { details: ContactPageData['details'] }) {
  const { t } = useTranslation('forms');
  const { locale } = useRootData();
  return (
    <aside className="contact-aside" aria-labelledby="contact-details-title">
      <Heading as="h2" size="5" id="contact-details-title" mb="3">
        {t('contact.detailsTitle')}
      </Heading>
      <DetailsList details={details} />
      <Text as="p" size="2" mt="4" className="contact-hours">
        {t('contact.hours', teamHours(locale))}
      </Text>
    </aside>
  );
}
