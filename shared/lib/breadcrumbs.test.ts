import { describe, it, expect } from 'vitest';
import { breadcrumbs, segmentLabel, stripIdSuffix } from './breadcrumbs';

describe('breadcrumbs', () => {
  it('is only Home on the home page', () => {
    expect(breadcrumbs('/')).toEqual([{ label: 'Home', href: '/', isHome: true }]);
  });

  it('turns dashes into spaces and capitalises the first letter only', () => {
    expect(breadcrumbs('/video-presentations')).toEqual([
      { label: 'Home', href: '/', isHome: true },
      { label: 'Video presentations', href: '/video-presentations' },
    ]);
  });

  it('links each crumb to the path up to its segment', () => {
    expect(breadcrumbs('/legal/privacy-policy').map((crumb) => crumb.href)).toEqual([
      '/',
      '/legal',
      '/legal/privacy-policy',
    ]);
  });

  it('shows the page title on the last crumb', () => {
    const trail = breadcrumbs('/blog/saving-rhinos', 'Saving rhinos in the Karoo');
    expect(trail.at(-1)).toEqual({ label: 'Saving rhinos in the Karoo', href: '/blog/saving-rhinos' });
    expect(trail[1]).toEqual({ label: 'Blog', href: '/blog' });
  });

  it('uses the translated home label the caller passes', () => {
    expect(breadcrumbs('/faq', undefined, 'Accueil')[0]).toEqual({ label: 'Accueil', href: '/', isHome: true });
  });

  it('removes a letter-digit id suffix from the second segment label but keeps it in the href', () => {
    expect(breadcrumbs('/projects/wetland-birds-a1b2/ringing')[2]).toEqual({
      label: 'Wetland birds',
      href: '/projects/wetland-birds-a1b2',
    });
  });

  it('works on the site’s real addresses: a sub-project shows its project, by title or without its id', () => {
    expect(
      breadcrumbs('/projects/project-1/rhino-safe-havens', 'Rhino safe havens').map((crumb) => crumb.label),
    ).toEqual(['Home', 'Projects', 'Project', 'Rhino safe havens']);
    const titled = breadcrumbs('/projects/project-1/rhino-safe-havens', 'Rhino safe havens', 'Home', {
      titles: { '/projects/project-1': 'Black rhino range expansion' },
    });
    expect(titled[2]).toEqual({ label: 'Black rhino range expansion', href: '/projects/project-1' });
  });

  it('shows an address that is no page as text, not as a link', () => {
    const trail = breadcrumbs('/video-presentations/series/ranger-voices', 'Ranger voices');
    expect(trail[2]).toEqual({ label: 'Series', href: '/video-presentations/series', notAPage: true });
    expect(trail[1]?.notAPage).toBeUndefined();
    expect(trail[3]?.notAPage).toBeUndefined();
    // A presenter's answer page (decision 0028): /introductions alone is no page.
    const link = breadcrumbs('/introductions/AAAAAAAAAAAAAAAAAAAA.1.sig', 'An introduction request');
    expect(link[1]).toEqual({ label: 'Introductions', href: '/introductions', notAPage: true });
  });

  it('never looks a title up on the prototype', () => {
    expect(breadcrumbs('/constructor/x/y', undefined, 'Home', { titles: {} })[1]?.label).toBe('Constructor');
  });

  it('keeps a letter-digit suffix on other segments', () => {
    expect(breadcrumbs('/projects/themes/water-x9')[3]?.label).toBe('Water x9');
  });

  it('ignores query strings, fragments and trailing or doubled slashes', () => {
    expect(breadcrumbs('/events//?page=2#top')).toEqual([
      { label: 'Home', href: '/', isHome: true },
      { label: 'Events', href: '/events' },
    ]);
  });

  it('decodes escaped characters in labels', () => {
    expect(breadcrumbs('/blog/%C3%A9cologie-du-sol')[2]?.label).toBe('Écologie du sol');
  });

  it('shows a malformed escape as typed', () => {
    expect(breadcrumbs('/blog/100%-wild')[2]?.label).toBe('100% wild');
  });
});

describe('stripIdSuffix', () => {
  it('removes a final token mixing letters and digits', () => {
    expect(stripIdSuffix('talk-x9')).toBe('talk');
    expect(stripIdSuffix('wetland-birds-3f9c')).toBe('wetland-birds');
  });

  it('removes the site’s own ids (a final token of digits) and keeps a final word', () => {
    expect(stripIdSuffix('project-1')).toBe('project');
    expect(stripIdSuffix('sub-theme-12')).toBe('sub-theme');
    expect(stripIdSuffix('wetland-birds')).toBe('wetland-birds');
  });

  it('keeps a segment that is nothing but the id', () => {
    expect(stripIdSuffix('a1b2')).toBe('a1b2');
    expect(stripIdSuffix('-a1b2')).toBe('-a1b2');
  });
});

describe('segmentLabel', () => {
  it('collapses runs of dashes into one space', () => {
    expect(segmentLabel('gdpr--policy')).toBe('Gdpr policy');
  });
});
