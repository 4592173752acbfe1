/**
 * Take the talks away (issue #35), on a series, a collection, a presenter and the talks' listing:
 * the group's talks as one ZIP with its size and cost stated before the download (for a screening
 * or a classroom without internet), and "Listen in a podcast app" with the feed's address to copy
 * (a read-only field selectable without a script; web/scripts/podcast-copy.ts adds a Copy button
 * where the browser can copy).
 */
import { useTranslation } from 'react-i18next';
import { Heading } from '@radix-ui/themes';
import type { TakeAwayView } from '../lib/view-models';
import { DownloadIcon } from './icons/download-icon';
import { PageScript } from './page-script';
import { Price } from './rung-price';
import '../styles/take-away.css';

export function TakeAway({ view }: { view: TakeAwayView }) {
  const { t } = useTranslation('presentations');
  const { bundle, podcast, kind } = view;
  return (
    <aside className="take-away" aria-label={t('podcast.title')}>
      {bundle && kind !== 'all' && (
        <section className="take-away-part take-away-bundle" aria-labelledby="take-away-bundle-title">
          <div className="rung-head">
            <Heading as="h2" size="4" id="take-away-bundle-title" className="rung-name">
              {t('bundle.title', { what: t(`bundle.what_${kind}`) })}
            </Heading>
            <Price bytes={bundle.bytes} />
          </div>
          <p className="rung-what">
            {t('bundle.intro')} {t('bundle.talks', { count: bundle.count })}.
          </p>
          <a href={bundle.href} download={bundle.filename} className="rung-download">
            <DownloadIcon aria-hidden="true" className="rung-download-icon" />
            <span>{t('bundle.download')}</span>
          </a>
        </section>
      )}
      <section
        className="take-away-part take-away-podcast"
        aria-labelledby="take-away-podcast-title"
        data-module="podcast-copy"
      >
        <Heading as="h2" size="4" id="take-away-podcast-title">
          {t('podcast.title')}
        </Heading>
        <p className="rung-what">{t('podcast.intro')}</p>
        <label className="podcast-label" htmlFor="podcast-address">
          {t('podcast.label')}
        </label>
        <div className="podcast-address-row">
          <input
            id="podcast-address"
            className="podcast-address"
            type="url"
            readOnly
            value={podcast.href}
            data-podcast-address=""
          />
          <button type="button" className="send-share" hidden data-podcast-copy="" data-copied={t('podcast.copied')}>
            {t('podcast.copy')}
          </button>
        </div>
        <p className="podcast-status" role="status" data-podcast-status="" />
        <PageScript name="podcast-copy" />
      </section>
    </aside>
  );
}
