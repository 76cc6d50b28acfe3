import type { ComponentType, SVGProps } from 'react';

type FeatureCardProps = {
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  text: string;
};

export function FeatureCard({ Icon, title, text }: FeatureCardProps) {
  return (
    <div className="flex h-full gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-stone-200/70 sm:block sm:p-6">
      <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-rose-50 text-rose-700">
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div>
        <h3 className="text-lg font-semibold text-stone-900 sm:mt-5">{title}</h3>
        <p className="mt-1.5 text-stone-600 sm:mt-2">{text}</p>
      </div>
    </div>
  );
}
