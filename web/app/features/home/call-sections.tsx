/**
 * The static sections of the home page (in the shell, no data): newsletter sign-up, donate, how
 * to use, how to present and become a presenter. Steps are lists of strings in `pages`.
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@radix-ui/themes';
import { NewsletterForm } from '../../components/newsletter-form';
import { HomeSection } from './home-section';
import '../../styles/pages.css';
import '../../styles/home.css';

export function NewsletterSection() {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="newsletter" title={t('home.newsletter')} intro={t('home.newsletterIntro')} band>
      <div className="home-newsletter-form">
        <NewsletterForm />
      </div>
    </HomeSection>
  );
}

/** Donations go through the team for now (contact page) until an online payment exists. */
export function DonateSection() {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="donate" title={t('home.donate')} intro={t('home.donateIntro')}>
      <Text as="p" mb="4" className="home-text">
        {t('home.donateText')}
      </Text>
      <Button asChild size="3">
        <Link to="/contact">{t('home.donateButton')}</Link>
      </Button>
    </HomeSection>
  );
}

function Steps({ keyPrefix }: { keyPrefix: 'home.howToUseSteps' | 'home.howToPresentSteps' }) {
  const { t } = useTranslation('pages');
  const steps = t(keyPrefix, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <ol className="steps">
      {steps.map((step) => (
        <li key={step.title} className="step">
          <Text as="span" weight="bold" size="4" className="step-title">
            {step.title}
          </Text>
          <Text as="span" size="3" color="gray">
            {step.text}
          </Text>
        </li>
      ))}
    </ol>
  );
}

export function HowToUseSection() {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="how-to-use" title={t('home.howToUse')} intro={t('home.howToUseIntro')}>
      <Steps keyPrefix="home.howToUseSteps" />
    </HomeSection>
  );
}

export function HowToPresentSection() {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="how-to-present" title={t('home.howToPresent')} intro={t('home.howToPresentIntro')}>
      <Steps keyPrefix="home.howToPresentSteps" />
    </HomeSection>
  );
}

export function BecomePresenterSection() {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="become-presenter" title={t('home.becomePresenter')} band>
      <Text as="p" size="4" mb="4" className="home-text">
        {t('home.becomePresenterText')}
      </Text>
      <Button asChild size="3">
        <Link to="/signup">{t('home.becomePresenterButton')}</Link>
      </Button>
    </HomeSection>
  );
}
