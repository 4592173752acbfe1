/** The frame of a project's or a theme's page: its banner and description, then its sections. */
import type { ReactNode } from 'react';
import { HeaderBanner } from '../../components/header-banner';
import { Paragraphs } from './project-parts';

interface ItemFrameProps {
  className: string;
  item: { title: string; summary?: string; image?: string; description?: string };
  children: ReactNode;
}

export function ItemFrame({ className, item, children }: ItemFrameProps) {
  return (
    <article className={className}>
      <HeaderBanner title={item.title} subtitle={item.summary} image={item.image} />
      <Paragraphs text={item.description} />
      {children}
    </article>
  );
}
