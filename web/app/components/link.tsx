/**
 * The site's links: React Router's Link and NavLink with page transitions (spec §9, out-in,
 * decision 0015): a client-side navigation runs inside the View Transitions API where the browser
 * has it (React Router calls `document.startViewTransition`; styles in site.css), and none when
 * the reader asks for reduced motion. Import links from here, not from react-router.
 */
import { forwardRef, type ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink } from 'react-router';

/** True in a browser whose reader asked for reduced motion (never on the server). */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

export const Link = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterLink>>(function Link(props, ref) {
  return <RouterLink ref={ref} viewTransition={!prefersReducedMotion()} {...props} />;
});

export const NavLink = forwardRef<HTMLAnchorElement, ComponentProps<typeof RouterNavLink>>(
  function NavLink(props, ref) {
    return <RouterNavLink ref={ref} viewTransition={!prefersReducedMotion()} {...props} />;
  },
);
