// A layout error kept on the visitor's device (spec §4: name, message, info and time), from the
// record the error boundaries render (components/layout-error-record.tsx) by its module
// (web/scripts/layout-error.ts); a missing page is no layout error.
import { beforeEach, describe, expect, it } from 'vitest';
// What React Router makes of a thrown `data()`/Response: its error response.
import { UNSAFE_ErrorResponseImpl as ErrorResponse } from 'react-router';
import { LAYOUT_ERROR_KEY } from '#shared/constants/spec.ts';
import { LayoutErrorRecord } from '../app/components/layout-error-record';
import { renderThenRun } from '../app/test/render-html';

beforeEach(() => localStorage.clear());

const kept = () => JSON.parse(localStorage.getItem(LAYOUT_ERROR_KEY) ?? 'null') as Record<string, string> | null;

describe('the layout error module', () => {
  it('keeps a thrown error with its name, message, where it was caught and when', async () => {
    await renderThenRun(<LayoutErrorRecord boundary="routes/default-layout" />, 'layout-error', {
      path: '/faq',
      error: new TypeError('contact is undefined'),
    });
    const entry = kept();
    expect(entry).toMatchObject({
      name: 'TypeError',
      message: 'contact is undefined',
      info: 'routes/default-layout boundary, /faq',
    });
    expect(Number.isNaN(Date.parse(entry?.time ?? ''))).toBe(false);
    // Never the stack: the page is HTML anyone may read.
    expect(document.body.innerHTML).not.toContain('at ');
  });

  it('keeps an error response with its status', async () => {
    await renderThenRun(<LayoutErrorRecord boundary="root" />, 'layout-error', {
      path: '/about',
      error: new ErrorResponse(503, 'Service Unavailable', null),
    });
    expect(kept()).toMatchObject({
      name: 'ErrorResponse',
      message: 'Service Unavailable',
      info: 'root boundary, /about, status 503',
    });
  });

  it('keeps nothing for a missing page', async () => {
    await renderThenRun(<LayoutErrorRecord boundary="root" />, 'layout-error', {
      error: new ErrorResponse(404, 'Not Found', null),
    });
    expect(document.querySelector('[data-module="layout-error"]')).toBeNull();
    expect(kept()).toBeNull();
  });
});
