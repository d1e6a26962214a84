/**
 * The local issuer's sign-in page: the browser's stand-in for Google's account chooser. It is a test tool,
 * not part of the site, so it is in English only. The labels are shared with the `google` fixture.
 */
export const GOOGLE_LOGIN_LABELS = {
  heading: 'Sign in to the local Google stand-in',
  email: 'Email',
  name: 'Name',
  subject: 'Google account ID (optional)',
  emailVerified: 'Email verified by Google',
  continue: 'Continue',
  cancel: 'Cancel',
} as const;

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<link rel="icon" href="data:,">
<style>
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; padding: 1rem; background: #f5f5f5; color: #1a1a1a; }
  main { max-width: 24rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
  h1 { font-size: 1.25rem; margin-top: 0; }
  label { display: block; margin-top: 1rem; }
  input:not([type="checkbox"]) { display: block; box-sizing: border-box; width: 100%; padding: 0.5rem; font: inherit; }
  .actions { display: flex; gap: 0.5rem; margin-top: 1.5rem; }
  button { padding: 0.5rem 1rem; font: inherit; }
</style>
</head>
<body><main>${body}</main></body>
</html>`;
}

export function loginPage({ uid, clientId }: { uid: string; clientId: string }): string {
  const labels = GOOGLE_LOGIN_LABELS;
  return page(
    labels.heading,
    `<h1>${escapeHtml(labels.heading)}</h1>
<p>This OpenID Connect issuer replaces accounts.google.com in the end-to-end tests. <b>${escapeHtml(labels.continue)}</b>
signs in to ${escapeHtml(clientId)} as the account below; <b>${escapeHtml(labels.cancel)}</b> answers access_denied.</p>
<form method="post" action="/interaction/${encodeURIComponent(uid)}">
  <label for="email">${escapeHtml(labels.email)}</label>
  <input id="email" name="email" type="email" required autocomplete="email">
  <label for="name">${escapeHtml(labels.name)}</label>
  <input id="name" name="name" autocomplete="name">
  <label for="subject">${escapeHtml(labels.subject)}</label>
  <input id="subject" name="subject" autocomplete="off">
  <label><input type="checkbox" name="email_verified" checked> ${escapeHtml(labels.emailVerified)}</label>
  <div class="actions">
    <button type="submit" name="action" value="continue">${escapeHtml(labels.continue)}</button>
    <button type="submit" name="action" value="cancel" formnovalidate>${escapeHtml(labels.cancel)}</button>
  </div>
</form>`,
  );
}

export function errorPage(message: string): string {
  return page('Sign-in failed', `<h1>Sign-in failed</h1><p>${escapeHtml(message)}</p>`);
}
