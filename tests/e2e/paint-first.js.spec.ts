import { expect, test } from "@playwright/test";
import { CLIENT_QUERY } from "./support/login";

// Decision 115: a form page paints from its HTML and stylesheet alone; the modules that enhance it are
// asked for only after that first paint, and then hydrate it as before.
test("the login page paints before its scripts are asked for, then is enhanced", async ({ page }) => {
  await page.goto(`/auth/client_login?${CLIENT_QUERY}`);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
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
