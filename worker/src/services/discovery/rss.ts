/** RSS 2.0 feeds (blog, new presentations, a series), in the reader's language. */
import { xmlEscape } from '#shared/lib/xml.ts';

export interface FeedItem {
  title: string;
  url: string;
  summary: string;
  date: string;
  categories: string[];
}

export interface Feed {
  title: string;
  description: string;
  url: string;
  selfUrl: string;
  language: 'en' | 'fr';
  items: FeedItem[];
}

export function rss(feed: Feed): string {
  const items = feed.items.map((item) =>
    [
      '<item>',
      `<title>${xmlEscape(item.title)}</title>`,
      `<link>${xmlEscape(item.url)}</link>`,
      `<guid isPermaLink="true">${xmlEscape(item.url)}</guid>`,
      `<pubDate>${new Date(item.date).toUTCString()}</pubDate>`,
      item.summary ? `<description>${xmlEscape(item.summary)}</description>` : '',
      ...item.categories.map((category) => `<category>${xmlEscape(category)}</category>`),
      '</item>',
    ].join(''),
  );
  const newest = feed.items[0]?.date;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    `<title>${xmlEscape(feed.title)}</title>`,
    `<link>${xmlEscape(feed.url)}</link>`,
    `<description>${xmlEscape(feed.description)}</description>`,
    `<language>${feed.language}</language>`,
    `<atom:link href="${xmlEscape(feed.selfUrl)}" rel="self" type="application/rss+xml"/>`,
    newest ? `<lastBuildDate>${new Date(newest).toUTCString()}</lastBuildDate>` : '',
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}
