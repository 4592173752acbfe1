/**
 * One legal document: last-updated date, contents, numbered sections and how to reach us about
 * data, in the reader's language.
 */
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { formatDate } from '#shared/lib/dates.ts';
import { useRootData } from '../../lib/use-root-data';
import type { LegalDocumentName, LegalText } from './legal-types';
import { legalTexts as englishTexts } from './legal-texts-en';
import { legalTexts as frenchTexts } from './legal-texts-fr';
import '../../styles/legal.css';

interface LegalDocumentProps {
  document: LegalDocumentName;
}

function LegalTextView({ text }: { text: LegalText }) {
  const { t } = useTranslation('pages');
  const { locale } = useRootData();
  return (
    <div className="legal-document" data-testid="legal-document">
      <Text as="p" size="2" color="gray" mb="4">
        {t('legal.lastUpdated', { date: formatDate(text.updated, locale) })}
      </Text>
      <div className="prose">
        {text.intro.map((paragraph) => (
          <Text as="p" size="3" key={paragraph}>
            {paragraph}
          </Text>
        ))}
      </div>
      <nav className="legal-contents" aria-labelledby="legal-contents-title">
        <Heading as="h2" size="4" id="legal-contents-title" mb="2">
          {t('legal.contents')}
        </Heading>
        <ol>
          {text.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {text.sections.map((section) => (
        <section
          key={section.id}
          id={section.id}
          className="legal-section prose"
          aria-labelledby={`${section.id}-title`}
        >
          <Heading as="h2" size="5" id={`${section.id}-title`} mb="2">
            {section.heading}
          </Heading>
          {section.paragraphs.map((paragraph) => (
            <Text as="p" size="3" key={paragraph}>
              {paragraph}
            </Text>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>
                  <Text size="3">{item}</Text>
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}

// One module per language, so a page carries only the text it shows.
/** The document in the UI language (combined pages are French). */
export function LegalDocument({ document }: LegalDocumentProps) {
  const { locale } = useRootData();
  return <LegalTextView text={(locale === 'en' ? englishTexts : frenchTexts)[document]} />;
}
