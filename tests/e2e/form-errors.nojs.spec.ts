import { expect, test, type Locator, type Page } from "@playwright/test";
import { CLIENT_QUERY } from "./support/login";
import { openSignUp } from "./support/sign-up";

// Issue 21: the focus ring and the login's row at 320 px, which only a browser lays out; without
// JavaScript, as the page first paints.


/** The relative luminance of an sRGB colour (WCAG 2.2). */
function luminance([r, g, b]: number[]): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r!) + 0.7152 * channel(g!) + 0.0722 * channel(b!);
}

function contrast(one: number[], other: number[]): number {
  const [light, dark] = [luminance(one), luminance(other)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

function rgb(colour: string): number[] {
  return (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
}

/** The colours of a focused control's ring at least 2 px thick: its outline and its box-shadow spreads. */
async function ringColours(control: Locator): Promise<string[]> {
  return control.evaluate((element) => {
    const style = getComputedStyle(element);
    const colours: string[] = [];
    if (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) >= 2) colours.push(style.outlineColor);
    for (const shadow of style.boxShadow.matchAll(/(rgba?\([^)]*\))\s+(-?[\d.]+)px\s+(-?[\d.]+)px\s+([\d.]+)px\s+(-?[\d.]+)px/g)) {
      if (Number(shadow[5]) >= 2) colours.push(shadow[1]!);
    }
    return colours;
  });
}

async function expectVisibleRing(page: Page, control: Locator): Promise<void> {
  await control.focus();
  expect(await control.evaluate((element) => element.matches(":focus-visible"))).toBe(true);
  const card = rgb(await page.locator("main.card").evaluate((element) => getComputedStyle(element).backgroundColor));
  const best = Math.max(0, ...(await ringColours(control)).map((colour) => contrast(rgb(colour), card)));
  expect(best, "the focus ring's contrast against the card").toBeGreaterThanOrEqual(3);
}

test("the focus ring stands out from the card, on a box and on a button", async ({ page }) => {
  await openSignUp(page);
  await expectVisibleRing(page, page.getByLabel("Nome", { exact: true }));
  await expectVisibleRing(page, page.getByRole("button", { name: "Registrati", exact: true }));
});

test("at 320 px the login's prefix select leaves the number its room", async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await page.goto(`/auth/client_login?${CLIENT_QUERY}`);
  const username = page.getByLabel("E-mail o numero di cellulare");
  await username.fill("347 765 4321");
  const prefix = page.getByLabel("Prefisso del cellulare");
  await expect(prefix).toBeVisible();
  const row = (await username.locator("..").boundingBox())!;
  const select = (await prefix.boundingBox())!;
  const number = (await username.boundingBox())!;
  // Issue 42 item 5: when the two do not fit side by side, the number takes a line of its own.
  expect(number.width, "the number keeps at least two thirds of the row").toBeGreaterThanOrEqual((row.width * 2) / 3);
  expect(number.x + number.width).toBeLessThanOrEqual(320);
  expect(select.x + select.width, "the select is whole").toBeLessThanOrEqual(320);
  await expect(prefix).toHaveValue("+39");
});
