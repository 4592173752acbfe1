/** Data of the projects pages (built by the Worker's loaders), in the reader's language. */
import type { MaybeDeferred } from '../../lib/loader-types';
import type { CardData, SeoData } from '../../lib/view-models';

/** A project, sub-project or theme shown on its own page. */
export interface ProjectDetail {
  id: string;
  title: string;
  summary?: string;
  /** Plain text; paragraphs separated by a blank line. */
  description?: string;
  image?: string;
}

export interface ProjectsData {
  projects: MaybeDeferred<CardData[] | null>;
}

export interface ProjectData {
  seo: SeoData;
  project: ProjectDetail;
  subProjects: MaybeDeferred<CardData[] | null>;
  themes: MaybeDeferred<CardData[] | null>;
}

export interface SubProjectData {
  seo: SeoData;
  project: Pick<ProjectDetail, 'id' | 'title'>;
  subProject: ProjectDetail;
  /** The project's other sub-projects. */
  siblings: MaybeDeferred<CardData[] | null>;
}

export interface ThemesData {
  themes: MaybeDeferred<CardData[] | null>;
}

export interface ThemeData {
  seo: SeoData;
  theme: ProjectDetail;
  projects: MaybeDeferred<CardData[] | null>;
}
