import { LEGAL_TEXTS_VERSION, SUPPORT_EMAIL } from '@vusal/shared/catalog/constants';
import {
  EXPIRED_SWEEP_MINUTES,
  RETENTION_DAYS,
  retentionPeriod,
  retentionRules,
} from '@vusal/shared/catalog/retention';
import az from '@vusal/shared/i18n/az.json';
import en from '@vusal/shared/i18n/en.json';
import ru from '@vusal/shared/i18n/ru.json';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { forgetSessionProbe } from '../../../lib/session-probe';
import { renderAt, visibleText, waitForText } from '../../../test/render';
import { signedInAs } from '../../../test/session';
import { stubApi } from '../../../test/stub-api';
import { legalSections, type LegalDocument } from '../lib/legal-sections';

beforeEach(() => stubApi(signedInAs(null)));
afterEach(() => {
  forgetSessionProbe();
});

const catalogues = { en, az, ru };
const documents: LegalDocument[] = ['terms', 'privacy'];

describe('legal pages', () => {
  it.each([
    ['/terms', 'terms', 'en'],
    ['/az/privacy', 'privacy', 'az'],
    ['/ru/terms', 'terms', 'ru'],
    ['/az/ru/privacy', 'privacy', 'ru'],
  ] as const)(
    '%s shows every section of the %s in %s, with its version',
    async (path, document, language) => {
      const texts = catalogues[language].legal[document];
      const { container } = await renderAt(path);
      await waitForText(container, texts.title);
      expect(container.querySelector('h1')?.textContent).toBe(texts.title);
      const sections = texts.sections as Record<string, { title: string; text: string }>;
      // Each heading is numbered for the eye only; its name is the title.
      const headings = [...container.querySelectorAll('main section h2')].map((heading) => [
        heading.querySelector('[aria-hidden="true"]')?.textContent,
        heading.lastChild?.textContent,
      ]);
      expect(headings).toEqual(
        legalSections[document].map((key, index) => [`${index + 1}.`, sections[key]!.title]),
      );
      expect(visibleText(container)).toContain(
        catalogues[language].legal.version.replace('{{version}}', String(LEGAL_TEXTS_VERSION)),
      );
      expect(visibleText(container)).toContain(SUPPORT_EMAIL);
      const contents = [...container.querySelectorAll('main nav a')];
      expect(contents.map((link) => link.getAttribute('href'))).toEqual(
        legalSections[document].map((key) => `#${key}`),
      );
    },
  );

  it('has the same sections in every language, and names the sensitive fields as optional', () => {
    for (const document of documents) {
      for (const catalogue of Object.values(catalogues)) {
        expect(Object.keys(catalogue.legal[document].sections)).toEqual(legalSections[document]);
      }
    }
    expect(en.legal.privacy.sections.sensitive.text).toMatch(/religion.*health.*optional/s);
    expect(az.legal.privacy.sections.sensitive.text).toMatch(/din.*sağlamlıq.*könüllüdür/s);
    expect(ru.legal.privacy.sections.sensitive.text).toMatch(/религия.*здоровью.*необязател/s);
  });

  it.each([
    ['/privacy', 'en'],
    ['/az/privacy', 'az'],
    ['/az/ru/privacy', 'ru'],
  ] as const)(
    '%s lists every retention rule with the period the deletion jobs use (%s)',
    async (path, language) => {
      const texts = catalogues[language].legal.privacy;
      const { container } = await renderAt(path);
      await waitForText(container, texts.title);
      const rows = [...container.querySelectorAll('#retention table tbody tr')].map((row) => [
        row.querySelector('th')?.textContent,
        row.querySelector('td')?.textContent,
      ]);
      expect(rows.map(([what]) => what)).toEqual(
        retentionRules.map((rule) => texts.retentionTable.rules[rule]),
      );
      retentionRules.forEach((rule, index) => {
        const length = retentionPeriod(rule);
        const number =
          'hours' in length
            ? length.hours
            : length.days === 0
              ? EXPIRED_SWEEP_MINUTES
              : length.days;
        expect(rows[index]![1]).toMatch(new RegExp(`(^|\\D)${number}(\\D|$)`));
      });
      // The prose quotes the same catalogue: the archive period of a deleted account.
      expect(container.querySelector('#deletion p')?.textContent).toContain(
        String(RETENTION_DAYS.deletedAccounts),
      );
    },
  );

  it('writes no period into the legal texts: each number of days comes from the catalogue', () => {
    const strings = (value: unknown): string[] =>
      typeof value === 'string'
        ? [value]
        : Object.values(value as Record<string, unknown>).flatMap(strings);
    for (const catalogue of Object.values(catalogues)) {
      for (const text of strings(catalogue.legal)) {
        expect(text).not.toMatch(/\d+\s*(day|gün|дн|ден|дня)/i);
      }
    }
  });
});
