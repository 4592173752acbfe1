/** The legal documents: which exist, and the shape of their text (one module per language). */

export const LEGAL_DOCUMENTS = ['gdpr-policy', 'privacy-policy', 'terms-and-conditions'] as const;
export type LegalDocumentName = (typeof LEGAL_DOCUMENTS)[number];

/** What a legal route shows (its route handle's `document`). */
export type LegalRouteDocument = 'index' | LegalDocumentName;

export interface LegalSection {
  /** Anchor of the section (the contents link to it). */
  id: string;
  heading: string;
  paragraphs: string[];
  /** A list shown after the paragraphs. */
  items?: string[];
}

export interface LegalText {
  /** ISO date of the last change. */
  updated: string;
  intro: string[];
  sections: LegalSection[];
}

export type LegalTexts = Record<LegalDocumentName, LegalText>;

/** The date every document was last reviewed. */
export const LEGAL_UPDATED = '2026-11-01';

/** The privacy policy changed since: visit statistics, the ways a talk is taken (docs/decisions/0016-analytics.md). */
export const PRIVACY_POLICY_UPDATED = '2026-11-28';
