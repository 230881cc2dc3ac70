import { afterAll, beforeAll, expect, it } from "vitest";
import type { Harness } from "./helpers";
import { Client, loginBody, startApi } from "./helpers";

let h: Harness;
beforeAll(async () => {
  h = await startApi();
});
afterAll(() => h.close());

it("logs mario in", async () => {
  const client = new Client(h.baseUrl);
  const answer = await client.post("/v2/Login/Login", loginBody("mario.rossi@example.com"));
  expect(answer.body).toEqual({ Success: true, UrlRedirect: "https://parcheggi.example.it/" });
});
