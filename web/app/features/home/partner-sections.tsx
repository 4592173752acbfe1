/** Patrons and collaborators: their logos and names, each linking to their own site. */
import { useTranslation } from 'react-i18next';
import { Deferred } from '../../lib/deferred';
import type { HomeData, PartnerData } from '../../lib/loader-types';
import { HomeSection, SectionSkeleton, SectionUnavailable } from './home-section';

function PartnerBody({ partner }: { partner: PartnerData }) {
  return (
    <>
      {partner.logo && (
        <img
          src={partner.logo}
          alt=""
          width={320}
          height={160}
          loading="lazy"
          decoding="async"
          className="partner-logo"
        />
      )}
      <span className="partner-name">{partner.name}</span>
    </>
  );
}

function PartnerList({ partners, testId }: { partners: PartnerData[] | null; testId: string }) {
  if (!partners || partners.length === 0) return <SectionUnavailable />;
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
    <HomeSection id="patrons" title={t('home.patrons')} intro={t('home.patronsIntro')}>
      <Deferred value={data.patrons} fallback={<SectionSkeleton height="120px" />}>
        {(partners) => <PartnerList partners={partners} testId="patron-list" />}
      </Deferred>
    </HomeSection>
  );
}

export function CollaboratorsSection({ data }: { data: HomeData }) {
  const { t } = useTranslation('pages');
  return (
    <HomeSection id="collaborators" title={t('home.collaborators')} intro={t('home.collaboratorsIntro')}>
      <Deferred value={data.collaborators} fallback={<SectionSkeleton height="120px" />}>
        {(partners) => <PartnerList partners={partners} testId="collaborator-list" />}
      </Deferred>
    </HomeSection>
  );
}
