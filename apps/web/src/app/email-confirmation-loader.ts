/**
 * The landing's way to the e-mail confirmation screen, loaded only for a confirmation link
 * (`/?confirm=<token>`). A dynamic import lists the chunks it needs in the importing chunk; this
 * step keeps that list (some thirty file names, 0.3 KB gzip) out of the landing's first
 * JavaScript (P9), at the cost of one small request on a confirmation link.
 */
export const loadEmailConfirmation = () => import('./email-confirmation');
