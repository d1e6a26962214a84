// Arabic pages with mixed-direction text and flags (issue 19 point 7, decision 059): the registration form's country
// picker opens over the form without moving or cutting it, and its flags are images the site serves, so they
// show on systems without an emoji font (this Chromium has none).
import { openHome, openLoginFromHeader } from '../fixtures/account-ui.ts';
import { openRegisterFromLogin } from '../fixtures/registration-ui.ts';
import { expect, test } from '../fixtures/test.ts';
import { text } from '../fixtures/translations.ts';

test('the Arabic registration form keeps its place when the country picker opens, and its flags load', async ({
  page,
}) => {
  await openHome(page, 'ar');
  await openLoginFromHeader(page, 'ar');
  const modal = await openRegisterFromLogin(page, 'ar');
  const phone = modal.getByTestId('phone-input');
  const button = phone.getByTestId('phone-country-button');
  await expect(button).toHaveAttribute('data-country', 'TR');
  const password = modal.getByLabel(text('ar', 'registration', 'register.password'), { exact: true });
  const boxes = async () => ({
    modal: await modal.boundingBox(),
    number: await phone.getByTestId('phone-number').boundingBox(),
    password: await password.boundingBox(),
    submit: await modal.getByTestId('register-submit').boundingBox(),
  });
  const before = await boxes();

  await button.click();
  const panel = page.getByTestId('phone-country-panel');
  await expect(panel.getByRole('option').first()).toBeVisible();
  expect(await boxes()).toEqual(before);

  // Nothing of the open list is cut off by the dialog or the screen.
  const shown = await panel.boundingBox();
  const viewport = page.viewportSize();
  expect(shown && before.modal && viewport).toBeTruthy();
  if (shown && before.modal && viewport) {
    expect(shown.x).toBeGreaterThanOrEqual(before.modal.x);
    expect(shown.x + shown.width).toBeLessThanOrEqual(before.modal.x + before.modal.width);
    expect(shown.y).toBeGreaterThanOrEqual(Math.max(0, before.modal.y));
    expect(shown.y + shown.height).toBeLessThanOrEqual(
      Math.min(viewport.height, before.modal.y + before.modal.height),
    );
  }

  // The chosen country's flag in the button and the ones in view in the list are loaded SVG images.
  const loaded = (flag: ReturnType<typeof page.getByTestId>) =>
    expect
      .poll(() => flag.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
  await loaded(button.getByTestId('country-flag'));
  const turkey = panel.locator('[role="option"][data-country="TR"]');
  await expect(turkey).toBeInViewport();
  await loaded(turkey.getByTestId('country-flag'));
  await expect(turkey.getByTestId('country-flag')).toHaveAttribute('src', '/flags/tr.svg');
  // The dial code reads "+90", not "90+": it is laid out left to right inside the Arabic row.
  const dialCode = turkey.locator('[dir="ltr"]');
  await expect(dialCode).toHaveText('+90');
  const plusIsLeftOfDigits = await dialCode.evaluate((element) => {
    const node = element.firstChild as Text;
    const rectOf = (index: number) => {
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + 1);
      return range.getBoundingClientRect().left;
    };
    return rectOf(0) < rectOf(1);
  });
  expect(plusIsLeftOfDigits).toBe(true);

  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  expect(await boxes()).toEqual(before);
});
