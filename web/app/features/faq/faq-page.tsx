/**
 * FAQ: a side menu of topics (by weight) and each topic's questions (by weight) as <details>, so
 * they open with the keyboard and without JavaScript. `/faq#faq-<id>` opens and shows a question
 * without JavaScript too (issue #31): the fragment names an element inside the question's answer,
 * and a browser opens the closed <details> a fragment's target is in (Chromium since 97; the
 * `faq` module, web/scripts/faq.ts, does it where the browser does not).
 */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Heading, Text } from '@radix-ui/themes';
import { categoryAnchor, questionAnchor, type FaqData, type FaqGroup } from './faq-types';
import { PageScript } from '../../components/page-script';
import '../../styles/faq.css';

function Answer({ text, lang }: { text: string; lang?: string }) {
  return (
    <div className="faq-answer prose" lang={lang}>
      {text.split(/\n\s*\n/).map((paragraph, index) => (
        <Text as="p" size="3" key={index}>
          {paragraph}
        </Text>
      ))}
    </div>
  );
}

function FaqContent({ groups }: { groups: FaqGroup[] }) {
  const { t } = useTranslation('pages');
  const titleOf = (group: FaqGroup) => group.title || t('faq.other');
  return (
    <div className="faq-layout">
      <nav className="faq-menu" aria-label={t('faq.menu')}>
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              <a href={`#${categoryAnchor(group.id)}`}>{titleOf(group)}</a>
            </li>
          ))}
        </ul>
      </nav>
      <PageScript name="faq" />
      <div className="faq-groups" data-testid="faq-groups" data-module="faq">
        {groups.map((group) => (
          <section
            key={group.id}
            id={categoryAnchor(group.id)}
            className="faq-group"
            aria-labelledby={`${categoryAnchor(group.id)}-title`}
          >
            <Heading as="h2" size="5" id={`${categoryAnchor(group.id)}-title`} mb="3">
              {titleOf(group)}
            </Heading>
            {group.questions.map((question) => (
              <details key={question.id} className="faq-question">
                <summary>
                  <Text as="span" size="3" weight="medium" lang={question.questionLang}>
                    {question.question}
                  </Text>
                </summary>
                {/* The address's target, inside the answer: the browser opens a closed <details> to
                    show a fragment's target in it, with or without scripts (faq.css puts it at the
                    question's top). */}
                <span id={questionAnchor(question.id)} className="faq-anchor" />
                <Answer text={question.answer} lang={question.answerLang} />
              </details>
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}

export function FaqPage({ data }: { data: FaqData }) {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  return (
    <article className="page faq-page">
      <Heading as="h1" size="8" mb="2">
        {tc('pages.faq')}
      </Heading>
      <Text as="p" size="4" color="gray" mb="5">
        {t('faq.intro')}
      </Text>
      {!data.groups ? (
        <Text as="p">{t('faq.unavailable')}</Text>
      ) : data.groups.length === 0 ? (
        <Text as="p">{t('faq.empty')}</Text>
      ) : (
        <FaqContent groups={data.groups} />
      )}
      <section className="faq-more" aria-labelledby="faq-more-title">
        <Heading as="h2" size="5" id="faq-more-title" mb="1">
          {t('faq.moreHeading')}
        </Heading>
        <Text as="p">
          {t('faq.moreText')} <Link to="/contact">{t('faq.contactLink')}</Link>
        </Text>
      </section>
    </article>
  );
}
