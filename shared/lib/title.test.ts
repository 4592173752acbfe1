import { describe, it, expect } from 'vitest';
import { pageTitle } from './title';

describe('pageTitle', () => {
  it('joins the page title and site name with a dash', () => {
    expect(pageTitle('Events', 'Site')).toBe('Events - Site');
  });

  it('is just the site name without a title', () => {
    expect(pageTitle(undefined, 'Site')).toBe('Site');
    expect(pageTitle('   ', 'Site')).toBe('Site');
  });

  it('trims the page title', () => {
    expect(pageTitle('  FAQ ', 'Site')).toBe('FAQ - Site');
  });

  it('uses the product name by default', () => {
    expect(pageTitle('Blog')).toBe('Blog - Conservation Tutorials Africa');
  });
});
