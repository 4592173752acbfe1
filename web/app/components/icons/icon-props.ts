import type { ComponentProps } from 'react';

/** The props of @radix-ui/react-icons' icons: an SVG's, the ref included (React 19 passes it on). */
export type IconProps = ComponentProps<'svg'> & { color?: string };
