import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { useLocale } from '../../../lib/use-locale';

type JoinSectionProps = { id: string; title: string; text?: string; button: string; to: string };

/** The call to join at the end of an info page; `to` is an app path, put under the prefix here. */
export function JoinSection({ id, title, text, button, to }: JoinSectionProps) {
  const { localizedPath } = useLocale();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-title`}
      className="mt-16 rounded-3xl bg-linear-to-br from-rose-700 to-burgundy px-6 py-12 text-center text-white shadow-xl shadow-rose-900/20"
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {title}
      </h2>
      {text ? <p className="mx-auto mt-3 max-w-xl text-rose-50">{text}</p> : null}
      <Link
        to={localizedPath(to)}
        className={`${buttonClasses('inverse', 'lg')} mt-8 focus-visible:outline-white`}
      >
        {button}
      </Link>
    </section>
  );
}
