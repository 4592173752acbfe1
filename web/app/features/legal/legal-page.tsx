/**
 * The legal pages: an index of the three documents, and each document (the route handle's
 * `document` says which). The documents are static text; the data-request contact comes from
 * the site's contact record.
 */
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Text } from '@radix-ui/themes';
import { useRootData } from '../../lib/use-root-data';
import { pageHandle } from '../../lib/route-handle';
import { LegalDocument } from './legal-document';
import { LEGAL_DOCUMENTS, type LegalDocumentName, type LegalRouteDocument } from './legal-types';
import '../../styles/pages.css';
import '../../styles/legal.css';

/** Title keys (namespace common) of the documents. */
const TITLE_KEYS: Record<LegalDocumentName, string> = {
  'gdpr-policy': 'pages.gdpr',
  'privacy-policy': 'pages.privacy',
  'terms-and-conditions': 'pages.terms',
};

function isDocument(value: string | undefined): value is LegalDocumentName {
  return (LEGAL_DOCUMENTS as readonly string[]).includes(value ?? '');
}

function DocumentLinks({ except, level = 'h2' }: { except?: LegalDocumentName; level?: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  return (
    <ul className="pages-grid legal-index">
      {LEGAL_DOCUMENTS.filter((name) => name !== except).map((name) => (
        <li key={name}>
          <Card size="2" asChild>
            <Link to={`/legal/${name}`} className="card-link legal-link">
              <Heading as={level} size="4" mb="1">
                {t(TITLE_KEYS[name])}
              </Heading>
              <Text as="p" size="2" color="gray">
                {tp(`legal.documents.${name}`)}
              </Text>
            </Link>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** Where to send data requests: the contact page and the site's e-mail for the language. */
function DataRequests() {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const { contact, locale } = useRootData();
  const email = (locale === 'en' ? undefined : contact?.emailfr) ?? contact?.email1;
  return (
    <section className="legal-section legal-contact" aria-labelledby="data-requests-title">
      <Heading as="h2" size="5" id="data-requests-title" mb="2">
        {t('legal.dataRequests')}
      </Heading>
      <Text as="p" size="3">
        {t('legal.dataRequestsText')} <Link to="/contact">{tc('pages.contact')}</Link>
        {email && (
          <>
            {' · '}
            <a href={`mailto:${email}`} data-testid="legal-email">
              {email}
            </a>
          </>
        )}
      </Text>
    </section>
  );
}

export function LegalPage() {
  const { t } = useTranslation();
  const { t: tp } = useTranslation('pages');
  const handle = pageHandle(useMatches());
  const document = (handle?.document ?? 'index') as LegalRouteDocument;
  const title = t(handle?.titleKey ?? 'pages.legal');
  return (
    <article className="page legal-page" data-document={document}>
      <Heading as="h1" size="8" mb="3">
        {title}
      </Heading>
      {isDocument(document) ? (
        <>
          <LegalDocument document={document} />
          <DataRequests />
          <nav className="page-section" aria-labelledby="other-documents-title">
            <Heading as="h2" size="5" id="other-documents-title" mb="3">
              {tp('legal.otherDocuments')}
            </Heading>
            <DocumentLinks except={document} level="h3" />
          </nav>
        </>
      ) : (
        <>
          <Text as="p" size="4" color="gray" mb="5">
            {tp('legal.intro')}
          </Text>
          <DocumentLinks />
          <DataRequests />
        </>
      )}
    </article>
  );
}
