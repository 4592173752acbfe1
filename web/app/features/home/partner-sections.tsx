/** Patrons and collaborators: their logos and names, each linking to their own site. */
import { useTranslation } from 'react-i18next';
import type { HomeData, PartnerData } from '../../lib/loader-types';
import { ResponsiveImage } from '../../components/responsive-image';
import { isEmpty, OptionalHomeSection } from './home-section';
import '../../styles/home.css';

function PartnerBody({ partner }: { partner: PartnerData }) {
  return (
    <>
      {partner.logo && <ResponsiveImage src={partner.logo} slot="partnerLogo" className="partner-logo" />}
      <span className="partner-name">{partner.name}</span>
    </>
  );
}

function PartnerList({ partners, testId }: { partners: PartnerData[]; testId: string }) {
  return (
    <ul className="partner-list" data-testid={testId}>
      {partners.map((partner) => (
        <li key={partner.id}>
          {partner.url ? (
            <a href={partner.url} className="partner" rel="noopener">
              <PartnerBody partner={partner} />
            </a>
          ) : (
            <span className="partner">
              <PartnerBody partner={partner} />
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

export function PatronsSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection
      id="patrons"
      title={t('home.patrons')}
      intro={t('home.patronsIntro')}
      // None to show (or none loaded) is no section either.
      value={data.patrons}
      hideWhen={isEmpty}
    >
      {(partners) => <PartnerList partners={partners} testId="patron-list" />}
    </OptionalHomeSection>
  );
}

export function CollaboratorsSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <OptionalHomeSection
      id="collaborators"
      title={t('home.collaborators')}
      intro={t('home.collaboratorsIntro')}
      // None to show (or none loaded) is no section either.
      value={data.collaborators}
      hideWhen={isEmpty}
    >
      {(partners) => <PartnerList partners={partners} testId="collaborator-list" />}
    </OptionalHomeSection>
  );
}
