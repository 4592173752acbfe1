import { describe, expect, it } from 'vitest';
import { messagesApiSearch, messagesSearchParams, readMessagesQuery } from './messages-url';

describe('contact messages in the URL', () => {
  it('reads the filter, page size and cursor', () => {
    expect(readMessagesQuery(new URLSearchParams('state=handled&size=20&after=c1'))).toEqual({
      state: 'handled',
      size: 20,
      after: 'c1',
    });
  });

  it('falls back to the defaults for invalid values only', () => {
    expect(readMessagesQuery(new URLSearchParams('state=spam&size=20'))).toEqual({ state: 'new', size: 20 });
    expect(readMessagesQuery(new URLSearchParams('size=3'))).toEqual({ state: 'new', size: 50 });
  });

  it('writes only what differs from the defaults, and always names the filter to the API', () => {
    const query = readMessagesQuery(new URLSearchParams('state=new&after=c2'));
    expect(messagesSearchParams(query).toString()).toBe('after=c2');
    expect(messagesApiSearch(query)).toBe('after=c2&state=new');
  });
});
