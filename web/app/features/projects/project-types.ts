/** Data of the projects pages (built by the Worker's loaders), in the reader's language. */
import type { CardData, ListingData, SeoData } from '../../lib/view-models';

/** A project, sub-project or theme shown on its own page. */
export interface ProjectDetail {
  id: string;
  title: string;
  summary?: string;
  /** Plain text; paragraphs separated by a blank line. */
  description?: string;
  image?: string;
}

/** Listings are sorted (A to Z by default, decision 0017) and paged from the URL. */
export interface ProjectsData {
  projects: ListingData | null;
}

export interface ProjectData {
  seo: SeoData;
  project: ProjectDetail;
  /** The project's sub-projects, as a listing. */
  subProjects: ListingData | null;
  /** The themes the project belongs to: a few related links, A to Z. */
  themes: CardData[] | null;
}

export interface SubProjectData {
  seo: SeoData;
  project: Pick<ProjectDetail, 'id' | 'title'>;
  subProject: ProjectDetail;
  /** The project's other sub-projects. */
  siblings: CardData[] | null;
}

export interface ThemesData {
  themes: ListingData | null;
}

export interface ThemeData {
  seo: SeoData;
  theme: ProjectDetail;
  /** The theme's projects, as a listing. */
  projects: ListingData | null;
}
