import type { AccountLanguage as Language } from '@vusal/shared/catalog/countries';
import escapeHtml from 'escape-html';
import type { MailCopy } from './mail-copy';

const fallbackIntro: Record<Language, string> = {
  az: 'Düymə işləmirsə, bu linki brauzerinizdə açın:',
  en: 'If the button does not work, open this link in your browser:',
  ru: 'Если кнопка не работает, откройте эту ссылку в браузере:',
};

// Colours chosen for at least 4.5:1 contrast on white; mail clients ignore <style>, hence inline.
const BRAND = '#be123c';
const font = 'Arial, Helvetica, sans-serif';

function linkHtml(url: string, label = url): string {
  return `<a href="${escapeHtml(url)}" style="color:${BRAND};word-break:break-all;">${escapeHtml(label)}</a>`;
}

function paragraph(content: string, style = 'margin:0 0 16px;'): string {
  return `<p style="${style}">${content}</p>`;
}

/** Wordmark, heading, paragraphs, a button, the button's address as text, then the footer. */
export function renderHtml(language: Language, copy: MailCopy): string {
  const { action } = copy;
  const body = [
    `<h1 style="margin:0 0 16px;font-size:20px;line-height:1.3;color:#111827;">${escapeHtml(copy.heading)}</h1>`,
    ...copy.paragraphs.map((text) => paragraph(escapeHtml(text))),
    paragraph(
      `<a href="${escapeHtml(action.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:${BRAND};color:#ffffff;font-weight:700;text-decoration:none;">${escapeHtml(action.label)}</a>`,
      'margin:24px 0;',
    ),
    paragraph(
      `${escapeHtml(fallbackIntro[language])}<br>${linkHtml(action.url)}`,
      'margin:0 0 16px;font-size:14px;color:#4b5563;',
    ),
    ...(copy.extraLinks ?? []).map((extra) =>
      paragraph(`${escapeHtml(extra.intro)}<br>${linkHtml(extra.url)}`),
    ),
  ].join('\n');
  const footerLink = copy.footerLink
    ? ` ${linkHtml(copy.footerLink.url, copy.footerLink.label)}`
    : '';
  return `<!doctype html>
<html lang="${language}" dir="ltr">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>${escapeHtml(copy.subject)}</title>
</head>
<body style="margin:0;padding:0;background:#f6f4f1;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background:#f6f4f1;">
<tr><td align="center" style="padding:24px 12px;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="max-width:560px;background:#ffffff;border-radius:12px;">
<tr><td style="padding:24px 32px 0;font:700 26px/1.2 Georgia, 'Times New Roman', serif;color:${BRAND};">Vüsal</td></tr>
<tr><td style="padding:16px 32px 24px;font:16px/1.5 ${font};color:#1f2937;">
${body}
</td></tr>
<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font:13px/1.5 ${font};color:#6b7280;">
${escapeHtml(copy.footer)}${footerLink}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
}

/** The same mail for clients that show only text; nothing is escaped, as nothing is markup. */
export function renderText(copy: MailCopy): string {
  const blocks = [
    'Vüsal',
    copy.heading,
    ...copy.paragraphs,
    `${copy.action.label}:\n${copy.action.url}`,
    ...(copy.extraLinks ?? []).map((extra) => `${extra.intro}\n${extra.url}`),
    // "-- " is the signature delimiter, which mail clients show dimmed.
    copy.footerLink
      ? `-- \n${copy.footer}\n${copy.footerLink.label}: ${copy.footerLink.url}`
      : `-- \n${copy.footer}`,
  ];
  return `${blocks.join('\n\n')}\n`;
}
