// The runner every page script shares (web/scripts/_module.ts, after govuk-frontend's createAll):
// each `data-module` root is set up once and marked; a root set up before is left alone; one whose
// init throws (a part missing) is logged and marked failed while the others go on.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PartError, requirePart, startModule } from './_module.ts';

afterEach(() => vi.restoreAllMocks());

describe('startModule', () => {
  it('sets up each root of the module once, and only its own', () => {
    document.body.innerHTML = `
      <div data-module="demo" id="a"><b class="part"></b></div>
      <div data-module="other" id="b"></div>
      <div data-module="demo" id="c"><b class="part"></b></div>`;
    const init = vi.fn();
    startModule('demo', init);
    startModule('demo', init);
    expect(init.mock.calls.map(([root]) => (root as HTMLElement).id)).toEqual(['a', 'c']);
    expect(document.querySelector('#a')!.getAttribute('data-demo-init')).toBe('');
    expect(document.querySelector('#b')!.hasAttribute('data-demo-init')).toBe(false);
  });

  it('lets a root whose part is missing fail alone, with an error that names the module and the part', () => {
    document.body.innerHTML = `
      <div data-module="demo" id="broken"></div>
      <div data-module="demo" id="whole"><b class="part"></b></div>`;
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const done: string[] = [];
    startModule('demo', (root) => {
      requirePart(root, '.part');
      done.push(root.id);
    });
    expect(done).toEqual(['whole']);
    expect(document.querySelector('#broken')!.getAttribute('data-demo-init')).toBe('failed');
    const error = logged.mock.calls[0]?.[1];
    expect(error).toBeInstanceOf(PartError);
    expect((error as Error).message).toBe('demo: no `.part` inside its root');
  });
});
