import { LEGAL_TEXTS_VERSION, SUPPORT_EMAIL } from '@vusal/shared/catalog/constants';
import { RETENTION_DAYS } from '@vusal/shared/catalog/retention';
import { legalPages } from '@vusal/shared/locale/site-locale';
import { PageMeta } from '../../../components/page-meta';
import { useTranslation } from '../../../lib/translation';
import { legalSections, type LegalDocument } from '../lib/legal-sections';
import { InfoPage } from './info-page';
import { RetentionTable } from './retention-table';

/**
 * The Terms of Service or the Privacy Policy, with its title and description: the version
 * members accept at sign-up, a list of its sections to jump to, then each section.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  const { t, translateKey } = useTranslation();
  const sections = legalSections[document];
  const text = (section: string, part: 'title' | 'text') =>
    // Periods come from the retention catalogue, the numbers the deletion jobs use.
    translateKey(`legal.${document}.sections.${section}.${part}`, {
      email: SUPPORT_EMAIL,
      ...RETENTION_DAYS,
    });
  return (
    <>
      <PageMeta
        title={t(`legal.${document}.meta.title`)}
        description={t(`legal.${document}.meta.description`)}
        page={legalPages[document]}
      />
      <InfoPage title={t(`legal.${document}.title`)} lead={t(`legal.${document}.lead`)}>
        <p className="text-center text-sm font-medium text-stone-600">
          {t('legal.version', { version: LEGAL_TEXTS_VERSION })}
        </p>
        <nav
          aria-labelledby="legal-contents"
          className="mt-8 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-stone-200/70"
        >
          <h2 id="legal-contents" className="text-lg font-semibold text-stone-900">
            {t('legal.contents')}
          </h2>
          <ol className="mt-3 grid list-inside list-decimal gap-x-6 gap-y-1.5 text-stone-700 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section}>
                <a
                  href={`#${section}`}
                  className="rounded text-rose-800 underline-offset-2 hover:underline"
                >
                  {text(section, 'title')}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {sections.map((section, index) => (
          <section
            key={section}
            id={section}
            aria-labelledby={`${section}-title`}
            className="mt-10"
          >
            <h2
              id={`${section}-title`}
              className="text-2xl font-bold tracking-tight text-stone-900"
            >
              <span aria-hidden="true" className="mr-2 text-rose-700 tabular-nums">
                {index + 1}.
              </span>
              {text(section, 'title')}
            </h2>
            <p className="mt-3 text-lg text-pretty text-stone-600">{text(section, 'text')}</p>
            {section === 'retention' ? <RetentionTable /> : null}
          </section>
        ))}
      </InfoPage>
    </>
  );
}
