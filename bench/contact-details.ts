// Issue 35, item 6: what the contact-details check costs a message, in nanoseconds per check,
// for ordinary chat lines (the pre-check lets most of them skip the parsers), for the texts full
// of numbers the test set must let through, and for texts that carry contact details; beside
// each, the full parse without the pre-check. One process, no server, no database.
//   npx tsx bench/contact-details.ts            (BENCH_ITERATIONS checks per kind, default 20000)
// Prints figures; always exits 0.
import { findContactDetails, parseContactDetails } from '@vusal/shared/contact-details/detector';
import { mustCatch, mustPass } from '@vusal/shared/contact-details/test-set';
import { benchmark } from './lib/machine';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 20_000);

/** Chat lines as members write them, in az, ru and en, with nothing to find. */
const ordinary = [
  'Salam, necəsən?',
  'Bu gün işdən gec çıxdım, yorğunam',
  'Sabah kinoya getmək istəyirsən?',
  'Çox gözəl şəkillərin var 😊',
  'Kitab oxumağı sevirəm, sən nə oxuyursan?',
  'Привет! Как прошёл твой день?',
  'Я тоже люблю путешествовать, особенно в горы',
  'Давай встретимся в парке в выходные',
  'Hi! How was your weekend?',
  'I love cooking, what is your favourite dish?',
  'That sounds great, see you then',
  'Haha, mən də eyni şeyi düşünürdüm!',
];

/** Nanoseconds per check of `check` over `texts`, after a warm-up. */
function nsPerCheck(texts: readonly string[], check: (text: string) => unknown): number {
  const round = (count: number) => {
    for (let n = 0; n < count; n++) check(texts[n % texts.length]!);
  };
  round(Math.min(2000, ITERATIONS));
  const started = process.hrtime.bigint();
  round(ITERATIONS);
  return Number(process.hrtime.bigint() - started) / ITERATIONS;
}

async function main() {
  const kinds = [
    ['ordinary chat lines', ordinary],
    ['test set, let through', mustPass],
    ['test set, contact details', mustCatch],
  ] as const;
  console.log(`contact-details bench: ${ITERATIONS} checks per kind`);
  for (const [label, texts] of kinds) {
    const checked = nsPerCheck(texts, findContactDetails);
    const parsed = nsPerCheck(texts, parseContactDetails);
    console.log(
      `contact-details ${label.padEnd(26)} ${checked.toFixed(0)} ns per check (${texts.length} texts); full parse ${parsed.toFixed(0)} ns, ${(parsed / checked).toFixed(1)}x`,
    );
  }
}

void benchmark('contact-details', main);
