import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ComponentType } from 'react';
import { render } from '@testing-library/react';
// eslint-disable-next-line no-restricted-imports -- the icons these copy
import * as Radix from '@radix-ui/react-icons';
import type { IconProps } from './icon-props';
import { ArrowLeftIcon } from './arrow-left-icon';
import { ChatBubbleIcon } from './chat-bubble-icon';
import { Cross2Icon } from './cross2-icon';
import { DownloadIcon } from './download-icon';
import { GlobeIcon } from './globe-icon';
import { HamburgerMenuIcon } from './hamburger-menu-icon';
import { ReaderIcon } from './reader-icon';
import { TrashIcon } from './trash-icon';

const ICONS: [keyof typeof Radix, ComponentType<IconProps>][] = [
  ['ArrowLeftIcon', ArrowLeftIcon],
  ['ChatBubbleIcon', ChatBubbleIcon],
  ['Cross2Icon', Cross2Icon],
  ['DownloadIcon', DownloadIcon],
  ['GlobeIcon', GlobeIcon],
  ['HamburgerMenuIcon', HamburgerMenuIcon],
  ['ReaderIcon', ReaderIcon],
  ['TrashIcon', TrashIcon],
];

describe('icons', () => {
  it.each(ICONS)('%s renders the markup of @radix-ui/react-icons', (name, Icon) => {
    const RadixIcon = Radix[name] as ComponentType<IconProps>;
    for (const props of [{}, { 'aria-hidden': true, width: '22', height: '22', className: 'x' }, { color: 'red' }])
      expect(renderToStaticMarkup(<Icon {...props} />)).toBe(renderToStaticMarkup(<RadixIcon {...props} />));
  });

  it('passes a ref on to the svg element', () => {
    let element: SVGSVGElement | null = null;
    const view = render(<GlobeIcon ref={(node) => void (element = node)} />);
    expect(element).toBe(view.container.querySelector('svg'));
    expect(element).not.toBeNull();
  });
});
