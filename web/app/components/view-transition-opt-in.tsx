/**
 * The opt-in to cross-document view transitions (the spec's out-in page transition between pages
 * without React, issue #25; the animations are in site.css). Inline in the head, not in a
 * stylesheet: Chromium decides at the new page's first frame, and a page ready before its
 * stylesheet's rule counts aborts the transition ("ViewTransition opt-in disabled", a console
 * error). None for the reader who asks for reduced motion. The CSP allows inline styles.
 */
const OPT_IN =
  '@view-transition{navigation:auto}@media (prefers-reduced-motion:reduce){@view-transition{navigation:none}}';

export function ViewTransitionOptIn() {
  return <style>{OPT_IN}</style>;
}
