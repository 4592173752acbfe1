/** /contact (spec §2): the contact form and the general contact details. */
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { ContactForm } from './contact-form';
import { ContactDetails } from './contact-details';
import type { ContactPageData } from './types';
import '../../styles/contact.css';

export function ContactPage({ data }: { data: ContactPageData }) {
  const { t } = useTranslation(['forms', 'common']);
  return (
    <section className="page contact-page" aria-labelledby="contact-title">
      <Heading as="h1" size="8" id="contact-title">
        {t('contact.heading')}
      </Heading>
      <Text as="p" size="4" color="gray" className="contact-intro">
        {t('contact.intro')}
      </Text>
      <div className="contact-layout">
        <section className="contact-main" aria-labelledby="contact-form-title">
          <Heading as="h2" size="5" id="contact-form-title" mb="3">
            {t('contact.formTitle')}
          </Heading>
          <ContactForm captchaSiteKey={data.captchaSiteKey} />
        </section>
        <ContactDetails details={data.details} />
      </div>
    </section>
  );
}
