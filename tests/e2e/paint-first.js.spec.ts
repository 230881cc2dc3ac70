import { expect, test } from "@playwright/test";
import { CLIENT_QUERY } from "./support/login";
import { hydrated } from "./support/session";

// Decision 115: a form page paints from its HTML and stylesheet alone; the modules that enhance it are
// asked for only after that first paint, and then hydrate it as before.
test("the login page paints before its scripts are asked for, then is enhanced", async ({ page }) => {
  await page.goto(`/auth/client_login?${CLIENT_QUERY}`);
  await hydrated(page);
  const timings = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((entry) => entry.name.endsWith(".js"))
      .map((entry) => entry.startTime),
    stylesheet: performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(".css"))?.startTime,
  }));
  expect(timings.paint).toBeDefined();
  expect(timings.stylesheet).toBeLessThan(timings.paint!);
  expect(timings.scripts.length).toBeGreaterThan(3);
  expect(Math.min(...timings.scripts)).toBeGreaterThanOrEqual(timings.paint!);
  // Enhanced: a client-side move to another screen, no page load.
  await page.getByRole("link", { name: "Hai dimenticato la password?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Recupera la password" })).toBeVisible();
  expect(await page.evaluate(() => performance.getEntriesByType("navigation").length)).toBe(1);
  expect(await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).name)).toContain("/auth/client_login");
});

test("a mobile number typed before the scripts arrive keeps its prefix once they have", async ({ page }) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/assets/*.js", async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/auth/client_login?${CLIENT_QUERY}`, { waitUntil: "domcontentloaded" });
  const username = page.getByLabel("E-mail o numero di cellulare");
  await username.fill("340 123 4567");
  release();
  await hydrated(page);
  await expect(username).toHaveValue("340 123 4567");
  await expect(page.getByLabel("Prefisso del cellulare")).toBeVisible();
  // Enhanced: an e-mail needs no prefix.
  await username.fill("mario.rossi@example.com");
  await expect(page.getByLabel("Prefisso del cellulare")).toBeHidden();
});
