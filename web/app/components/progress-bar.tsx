/**
 * Navigation progress bar (spec §9): green #9AB27C, 2 px, creeping towards the end over 5000 ms.
 * It shows only for what outlasts a delay, so quick work never flashes it: a navigation longer
 * than the 200 ms throttle, and a fetch without navigation (a form posted by a fetcher, the page's
 * data revalidated) longer than the 200 ms minimum fetch display delay.
 */
import { useEffect, useState } from 'react';
import { useFetchers, useNavigation, useRevalidator } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR, THEME_COLOR } from '#shared/constants/spec.ts';

/** True once `busy` has lasted `delayMs` without a break (`key` names the piece of work). */
function useOutlasts(busy: boolean, key: unknown, delayMs: number): boolean {
  const [slow, setSlow] = useState<{ key: unknown } | null>(null);
  useEffect(() => {
    if (!busy) return;
    const timer = setTimeout(() => setSlow({ key }), delayMs);
    return () => clearTimeout(timer);
  }, [busy, key, delayMs]);
  return busy && slow !== null && slow.key === key;
}

export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const revalidator = useRevalidator();
  // Which navigation has outlasted the throttle; the bar shows only while that one is running.
  const navigating = useOutlasts(navigation.state !== 'idle', navigation.location, PROGRESS_BAR.throttleMs);
  const fetching = fetchers.some((fetcher) => fetcher.state !== 'idle') || revalidator.state !== 'idle';
  const fetchKey = fetchers
    .filter((fetcher) => fetcher.state !== 'idle')
    .map((fetcher) => fetcher.key)
    .join(' ');
  const slowFetch = useOutlasts(fetching, fetching ? fetchKey || 'revalidation' : null, PROGRESS_BAR.minDisplayMs);
  const visible = navigating || slowFetch;

  return (
    <div
      className="progress-bar"
      role="progressbar"
      aria-hidden={!visible}
      aria-label={t('loading')}
      data-visible={visible}
      style={{
        height: PROGRESS_BAR.heightPx,
        background: THEME_COLOR,
        transitionDuration: visible ? `${PROGRESS_BAR.durationMs}ms` : '0ms',
      }}
    />
  );
}
