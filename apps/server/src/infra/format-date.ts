import type { AccountLanguage } from '@vusal/shared/catalog/countries';
import { catalogueText, type CatalogueTree } from '@vusal/shared/i18n/catalogue-tree';
import { formatDate, type DateFormat } from '@vusal/shared/locale/format-date';
import az from '@vusal/shared/i18n/az.json' with { type: 'json' };
import en from '@vusal/shared/i18n/en.json' with { type: 'json' };
import ru from '@vusal/shared/i18n/ru.json' with { type: 'json' };

const catalogues = { az, en, ru } as unknown as Record<AccountLanguage, CatalogueTree>;

/**
 * A date in a mail or an export, in the account's language, written as the web writes it: the
 * catalogue's month names, never Intl's (issue 37, item 4).
 */
export function formatDateIn(language: AccountLanguage, at: Date, format: DateFormat): string {
  const catalogue = catalogues[language];
  return formatDate(at, (key) => catalogueText(catalogue, key) ?? key, format);
}
