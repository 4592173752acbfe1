/**
 * Navigation progress bar (spec §9): green #9AB27C, 2 px, shown only when a navigation lasts
 * longer than the 200 ms throttle, creeping towards the end over 5000 ms.
 */
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PROGRESS_BAR, THEME_COLOR } from '../../../shared/constants/spec';

export function ProgressBar() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  // Which navigation has outlasted the throttle; the bar shows only while that one is running.
  const [slow, setSlow] = useState<typeof navigation.location | null>(null);
  const visible = busy && slow === navigation.location;

  useEffect(() => {
    if (!busy) return;
    const location = navigation.location;
    const timer = setTimeout(() => setSlow(location), PROGRESS_BAR.throttleMs);
    return () => clearTimeout(timer);
  }, [busy, navigation.location]);

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
