import type { legalPages } from '@vusal/shared/locale/site-locale';
import type { Catalogue } from '../../../lib/i18n';

export type LegalDocument = keyof typeof legalPages;

type SectionsOf<D extends LegalDocument> = readonly (keyof Catalogue['legal'][D]['sections'])[];

/**
 * The sections of the Terms of Service and the Privacy Policy, in reading order: each one is
 * `legal.<document>.sections.<section>.{title,text}` in every catalogue. Changing a text here or
 * there means bumping LEGAL_TEXTS_VERSION (decision 020).
 */
export const legalSections: { [D in LegalDocument]: SectionsOf<D> } = {
  terms: [
    'who',
    'account',
    'conduct',
    'content',
    'safety',
    'prices',
    'leaving',
    'liability',
    'changes',
    'contact',
  ],
  privacy: [
    'collected',
    'sensitive',
    'why',
    'visibility',
    'retention',
    'deletion',
    'rights',
    'contact',
  ],
};
