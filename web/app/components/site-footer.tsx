/**
 * Footer (spec §2): navigation; become a presenter, learner or sponsor; guideline documents per
 * language; contact details from the contact record; social links with the
 * naturalist network disabled; copyright; legal links.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Grid, Heading, Text } from '@radix-ui/themes';
import type { ContactRecord } from '#shared/schemas/content.ts';
import type { Locale } from '#shared/constants/spec.ts';
import { formatWhatsapp, telLink, whatsappLink } from '#shared/lib/phone.ts';
import { useRootData } from '../lib/use-root-data';
import { LanguageLinks } from './language-links';
import { ModeSwitch } from './mode-switch';
import { SAVED_PATH } from '#shared/lib/offline.ts';
import { GUIDELINE_DOCUMENTS } from '#shared/constants/guidelines.ts';

/** French and combined modes read the French variant of a field, then the English one. */
function pick(
  record: ContactRecord,
  field: 'telephone' | 'whatsapp' | 'youtube' | 'linkedin' | 'facebook' | 'instagram',
  locale: Locale,
) {
  const english = field === 'telephone' ? record.telephone1 : record[field];
  const french = record[`${field}fr`];
  return locale === 'en' ? english : (french ?? english);
}

function ContactDetails({ contact, locale }: { contact: ContactRecord; locale: Locale }) {
  const { t } = useTranslation();
  const telephone = pick(contact, 'telephone', locale);
  const whatsapp = pick(contact, 'whatsapp', locale);
  const emails = [contact.email1, contact.email2].filter((email): email is string => Boolean(email));
  return (
    <ul className="footer-list" data-testid="footer-contact">
      {telephone && (
        <li>
          {t('footer.label', { label: t('footer.telephone') })}{' '}
          {/* A number on one line (issue #31): footer-phone keeps its groups together. */}
          <a href={telLink(telephone)} className="footer-phone">
            {telephone}
          </a>
        </li>
      )}
      {whatsapp && (
        <li>
          {t('footer.label', { label: t('footer.whatsapp') })}{' '}
          <a href={whatsappLink(whatsapp)} data-testid="footer-whatsapp" className="footer-phone">
            {formatWhatsapp(whatsapp)}
          </a>
        </li>
      )}
      {emails.map((email) => (
        <li key={email}>
          {t('footer.label', { label: t('footer.email') })} <a href={`mailto:${email}`}>{email}</a>
        </li>
      ))}
      {locale !== 'en' && contact.emailfr && (
        <li>
          {t('footer.label', { label: t('footer.emailFrench') })}{' '}
          <a href={`mailto:${contact.emailfr}`}>{contact.emailfr}</a>
        </li>
      )}
    </ul>
  );
}

/**
 * The spec's social links: a video network, a professional network and two general social
 * networks (each in its French variant in fr and combined), and the naturalist network, disabled.
 */
function SocialLinks({ contact, locale }: { contact: ContactRecord; locale: Locale }) {
  const { t } = useTranslation();
  const links = [
    ['youtube', pick(contact, 'youtube', locale)],
    ['linkedin', pick(contact, 'linkedin', locale)],
    ['facebook', pick(contact, 'facebook', locale)],
    ['instagram', pick(contact, 'instagram', locale)],
  ] as const;
  return (
    <ul className="footer-list">
      {links.map(([name, href]) =>
        href ? (
          <li key={name}>
            <a href={href} rel="noopener noreferrer" target="_blank">
              {t(`footer.${name}`)}
            </a>
          </li>
        ) : null,
      )}
      <li>
        {/* The naturalist social network link is disabled (spec §2). */}
        <a aria-disabled="true" role="link" className="link-disabled" data-testid="wenaturalists-link">
          {t('footer.wenaturalists')}
        </a>
      </li>
    </ul>
  );
}

export function SiteFooter() {
  const { t } = useTranslation();
  const { locale, contact, lite } = useRootData();
  const guidelines = GUIDELINE_DOCUMENTS[locale === 'en' ? 'en' : 'fr'];
  return (
    <footer className="site-footer">
      <Grid columns={{ initial: '1', sm: '2', md: '5' }} gap="5" className="footer-columns">
        <section aria-labelledby="footer-navigation">
          <Heading as="h2" size="3" id="footer-navigation">
            {t('footer.navigation')}
          </Heading>
          <ul className="footer-list">
            <li>
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li>
              <Link to="/video-presentations">{t('nav.videoPresentations')}</Link>
            </li>
            <li>
              <Link to="/events">{t('nav.events')}</Link>
            </li>
            <li>
              <Link to="/blog">{t('nav.blog')}</Link>
            </li>
            <li>
              <Link to="/about">{t('nav.about')}</Link>
            </li>
            <li>
              <Link to="/faq">{t('nav.faq')}</Link>
            </li>
            <li>
              <Link to="/contact">{t('nav.contact')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-involved">
          <Heading as="h2" size="3" id="footer-involved">
            {t('footer.getInvolved')}
          </Heading>
          <ul className="footer-list">
            <li>
              <Link to="/signup">{t('footer.becomePresenter')}</Link>
            </li>
            <li>
              <Link to="/signup">{t('footer.becomeLearner')}</Link>
            </li>
            <li>
              <Link to="/signup">{t('footer.becomeSponsor')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-guidelines">
          <Heading as="h2" size="3" id="footer-guidelines">
            {t('footer.guidelines')}
          </Heading>
          <ul className="footer-list">
            <li>
              <a href={guidelines.host}>{t('footer.hostGuideline')}</a>
            </li>
            <li>
              <a href={guidelines.presenter}>{t('footer.presenterGuideline')}</a>
            </li>
            <li>
              <a href={guidelines.learner}>{t('footer.learnerGuideline')}</a>
            </li>
          </ul>
        </section>
        {/* If the contact record could not be loaded, both sections are left out (spec §8). */}
        {contact && (
          <>
            <section aria-labelledby="footer-contact">
              <Heading as="h2" size="3" id="footer-contact">
                {t('footer.contactUs')}
              </Heading>
              <ContactDetails contact={contact} locale={locale} />
            </section>
            <section aria-labelledby="footer-social">
              <Heading as="h2" size="3" id="footer-social">
                {t('footer.followUs')}
              </Heading>
              <SocialLinks contact={contact} locale={locale} />
            </section>
          </>
        )}
      </Grid>
      <div className="footer-bottom">
        <LanguageLinks />
        <ModeSwitch />
        {!lite && (
          // What the visitor kept for offline reading (decision 0024); lite pages keep nothing.
          <Text as="p" size="2">
            <a href={SAVED_PATH}>{t('offline.savedLink')}</a>
          </Text>
        )}
        {/* What the sizes and costs beside each file mean (issue #26). */}
        <Text as="p" size="2">
          <Link to="/data-costs">{t('footer.dataCosts')}</Link>
        </Text>
        <Text as="p" size="2">
          {t('footer.copyright', { year: new Date().getUTCFullYear() })}
        </Text>
        <nav aria-label={t('footer.legal')}>
          <ul className="footer-legal">
            <li>
              <Link to="/legal">{t('legal.index')}</Link>
            </li>
            <li>
              <Link to="/legal/gdpr-policy">{t('legal.gdpr')}</Link>
            </li>
            <li>
              <Link to="/legal/privacy-policy">{t('legal.privacy')}</Link>
            </li>
            <li>
              <Link to="/legal/terms-and-conditions">{t('legal.terms')}</Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  );
}
