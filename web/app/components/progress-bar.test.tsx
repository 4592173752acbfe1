// The progress bar (spec §9, issue #23.20): shown for a navigation that outlasts the 200 ms throttle
// and for a fetch without navigation (a fetcher's post) that outlasts the 200 ms minimum fetch
// display delay; never for quick ones.
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, useFetcher } from 'react-router';
import { Link } from './link';
import { renderRoutes } from '../test/render-route';
import { ProgressBar } from './progress-bar';
import { PROGRESS_BAR } from '#shared/constants/spec.ts';

const bar = () => screen.getByRole('progressbar', { hidden: true });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function Page() {
  const fetcher = useFetcher();
  return (
    <>
      <fetcher.Form method="post" action="/save">
        <button type="submit">Save</button>
      </fetcher.Form>
      <Link to="/slow">Slow page</Link>
    </>
  );
}

/** The routes, with the action and the slow page's loader answering when the test says so. */
function setup() {
  let release: () => void = () => {};
  const held = () =>
    new Promise<null>((resolve) => {
      release = () => resolve(null);
    });
  const routes = [
    {
      id: 'layout',
      Component: () => (
        <>
          <ProgressBar />
          <Outlet />
        </>
      ),
      children: [
        { path: '/', Component: Page },
        { path: '/save', action: held },
        { path: '/slow', loader: held, Component: () => <p>Slow page here</p> },
      ],
    },
  ];
  renderRoutes(routes, '/');
  return { release: () => act(() => release()) };
}

describe('ProgressBar', () => {
  it('uses the spec’s delays', () => {
    expect(PROGRESS_BAR.minDisplayMs).toBe(200);
    expect(PROGRESS_BAR.throttleMs).toBe(200);
  });

  it('shows for a fetcher’s post that outlasts the minimum fetch display delay, and hides when it ends', async () => {
    const { release } = setup();
    expect(bar().dataset.visible).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // Not before the delay…
    await sleep(PROGRESS_BAR.minDisplayMs / 4);
    expect(bar().dataset.visible).toBe('false');
    // …but once the fetch has lasted it.
    await waitFor(() => expect(bar().dataset.visible).toBe('true'), { timeout: 3000 });
    expect(bar().getAttribute('aria-hidden')).toBe('false');
    await release();
    await waitFor(() => expect(bar().dataset.visible).toBe('false'));
  });

  it('stays hidden for a fetch shorter than the delay', async () => {
    const { release } = setup();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await sleep(10);
    await release();
    await sleep(PROGRESS_BAR.minDisplayMs * 2);
    expect(bar().dataset.visible).toBe('false');
  });

  it('shows for a navigation that outlasts the throttle', async () => {
    const { release } = setup();
    fireEvent.click(screen.getByRole('link', { name: 'Slow page' }));
    await waitFor(() => expect(bar().dataset.visible).toBe('true'), { timeout: 3000 });
    await release();
    await screen.findByText('Slow page here');
    expect(bar().dataset.visible).toBe('false');
  });
});
