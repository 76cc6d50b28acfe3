import { accountLanguages } from '@vusal/shared/catalog/countries';
import { Window } from 'happy-dom';
import { afterAll, describe, expect, it } from 'vitest';
import type { MailData, MailKind } from './mail-data';
import { renderMail } from './render-mail';

const payload = '<img src=x onerror=alert(1)>';
const base = 'https://vusal.test';
const fixtures: { [K in MailKind]: MailData[K] } = {
  'confirm-email': {
    name: payload,
    link: `${base}/api/auth/verify-email?token=t1&callbackURL=/az`,
  },
  'reset-password': { name: payload, link: `${base}/az/reset-password?token=t2&x=1` },
  'sign-up-attempt': {
    name: payload,
    signInLink: `${base}/az/auth?mode=signin`,
    resetLink: `${base}/az/auth?mode=forgot&from=mail`,
  },
  'password-changed': { name: payload, resetLink: `${base}/az/auth?mode=forgot&from=mail` },
  'account-deleted': { name: payload, signInLink: `${base}/az/auth?mode=signin&restore=1` },
  'data-export-ready': { name: payload, link: `${base}/az/account/data-export#token=t3` },
  'profile-approved': { name: payload, link: `${base}/az/dashboard` },
  'profile-rejected': {
    name: payload,
    reasons: ['photo_unclear', 'other'],
    note: payload,
    link: `${base}/az/edit-profile`,
  },
  'new-match': {
    name: payload,
    otherName: payload,
    link: `${base}/az/likes-and-matches?tab=matches`,
    settingsLink: `${base}/az/preferences`,
  },
  'new-message': {
    name: payload,
    otherName: payload,
    link: `${base}/az/messages?match=m1`,
    settingsLink: `${base}/az/preferences`,
  },
  'new-like': {
    name: payload,
    link: `${base}/az/likes-and-matches?tab=likes`,
    settingsLink: `${base}/az/preferences`,
  },
  'daily-digest': {
    name: payload,
    likes: 2,
    matches: 1,
    messages: 0,
    link: `${base}/az/likes-and-matches`,
    settingsLink: `${base}/az/preferences`,
  },
  'visitors-notice': {
    name: payload,
    count: 3,
    link: `${base}/az/visitors`,
    settingsLink: `${base}/az/preferences`,
  },
  'family-invitation': {
    memberName: payload,
    relation: 'mother',
    link: `${base}/az/family/accept#token=t3`,
  },
  'guardian-news': {
    name: payload,
    memberName: 'Nigar',
    otherName: 'Elvin M.',
    news: 'new-match',
    link: `${base}/az/guardian/members/m1`,
    settingsLink: `${base}/az/preferences`,
  },
  'chat-sharing-asked': {
    name: payload,
    otherName: payload,
    relation: 'mother',
    sharingRequired: true,
    link: `${base}/az/likes-and-matches?tab=matches`,
    settingsLink: `${base}/az/preferences`,
  },
  'family-meeting': {
    name: payload,
    otherName: payload,
    news: 'requested',
    link: `${base}/az/messages?match=m1`,
    settingsLink: `${base}/az/preferences`,
  },
};
const kinds = Object.keys(fixtures) as MailKind[];
const cases = kinds.flatMap((kind) => accountLanguages.map((language) => ({ kind, language })));

const window = new Window();
afterAll(() => window.close());

function parseHtml(html: string) {
  return new window.DOMParser().parseFromString(html, 'text/html');
}

function linksOf(data: MailData[MailKind]): string[] {
  return Object.entries(data)
    .filter(([key]) => key === 'link' || key.endsWith('Link'))
    .map(([, value]) => String(value));
}

describe('renderMail', () => {
  it.each(cases)('renders $kind in $language with every link', ({ kind, language }) => {
    const data = fixtures[kind];
    const mail = renderMail(kind, language, data);
    const document = parseHtml(mail.html);

    expect(mail.subject).not.toBe('');
    expect(mail.html).toContain(`<html lang="${language}"`);
    expect(document.title).toBe(mail.subject);
    expect(document.body.textContent).toContain('Vüsal');
    const hrefs = [...document.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    for (const link of linksOf(data)) {
      expect(mail.text).toContain(link);
      expect(hrefs).toContain(link);
    }
    expect(linksOf(data)).toContain(mail.link);
    expect(hrefs[0]).toBe(mail.link);
    // The button's address is also shown as text, for clients that break buttons.
    expect(document.body.textContent).toContain(mail.link);
  });

  it.each(cases)('keeps names as text in $kind ($language)', ({ kind, language }) => {
    const mail = renderMail(kind, language, fixtures[kind]);
    const document = parseHtml(mail.html);

    expect(document.querySelectorAll('img, script, [onerror]')).toHaveLength(0);
    expect(document.body.textContent).toContain(payload);
    expect(mail.html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(mail.text).toContain(payload);
  });

  it('writes each mail in every language of the interface', () => {
    for (const kind of kinds) {
      const mails = accountLanguages.map((language) => renderMail(kind, language, fixtures[kind]));
      expect(new Set(mails.map((mail) => mail.subject)).size).toBe(accountLanguages.length);
      expect(new Set(mails.map((mail) => mail.text)).size).toBe(accountLanguages.length);
    }
  });

  it('states how long links work, from the shared constants', () => {
    expect(renderMail('reset-password', 'en', fixtures['reset-password']).text).toContain(
      'valid for 1 hour ',
    );
    expect(renderMail('reset-password', 'az', fixtures['reset-password']).text).toContain(
      'Link 1 saat ərzində',
    );
    expect(renderMail('confirm-email', 'en', fixtures['confirm-email']).text).toContain(
      'valid for 24 hours',
    );
    expect(renderMail('account-deleted', 'en', fixtures['account-deleted']).text).toContain(
      'within 90 days',
    );
    expect(renderMail('account-deleted', 'az', fixtures['account-deleted']).text).toContain(
      '90 gün ərzində',
    );
    expect(renderMail('reset-password', 'ru', fixtures['reset-password']).text).toContain(
      'действительна 1 час ',
    );
    expect(renderMail('confirm-email', 'ru', fixtures['confirm-email']).text).toContain(
      'действительна 24 часа',
    );
    expect(renderMail('account-deleted', 'ru', fixtures['account-deleted']).text).toContain(
      'в течение 90 дней',
    );
  });

  it('greets without a name when none is known', () => {
    const link = `${base}/verify?token=t`;
    expect(renderMail('confirm-email', 'en', { link }).text).toContain('\n\nHello,\n\n');
    expect(renderMail('confirm-email', 'az', { link }).text).toContain('\n\nSalam!\n\n');
    expect(renderMail('confirm-email', 'ru', { link }).text).toContain('\n\nЗдравствуйте!\n\n');
  });

  it('keeps names out of subjects', () => {
    const mail = renderMail('account-deleted', 'en', {
      ...fixtures['account-deleted'],
      name: 'Aysel',
    });
    expect(mail.subject).not.toContain('Aysel');
  });

  it('writes every piece of family news in every language', () => {
    const news = ['requested', 'accepted', 'declined'] as const;
    for (const language of accountLanguages) {
      const subjects = news.map(
        (item) =>
          renderMail('family-meeting', language, { ...fixtures['family-meeting'], news: item })
            .subject,
      );
      expect(new Set(subjects).size).toBe(news.length);
      const guardian = (['meeting-requested', 'meeting-accepted', 'meeting-declined'] as const).map(
        (item) =>
          renderMail('guardian-news', language, { ...fixtures['guardian-news'], news: item }).text,
      );
      expect(new Set(guardian).size).toBe(3);
      for (const text of guardian) expect(text).toContain('Elvin M.');
    }
  });

  it('refuses links that are not http(s)', () => {
    expect(() => renderMail('reset-password', 'en', { link: 'javascript:alert(1)' })).toThrow();
  });
});
