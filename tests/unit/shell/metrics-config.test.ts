import { describe, expect, it } from "vitest";
import { parseConfig } from "../../../app/config.server";

describe("METRICS_PORT and METRICS_HOST (decision 147)", () => {
  it("keeps no metrics unless METRICS_PORT is set", () => {
    expect(parseConfig({}).metrics).toBeNull();
  });

  it("binds the metrics to 127.0.0.1 unless told otherwise", () => {
    expect(parseConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ host: "127.0.0.1", port: 9464 });
    expect(parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "10.0.0.5" }).metrics).toEqual({ host: "10.0.0.5", port: 9464 });
  });

  it("refuses the public port, with one line saying why", () => {
    expect(() => parseConfig({ PORT: "3000", METRICS_PORT: "3000" })).toThrow(/^Invalid configuration: METRICS_PORT must differ from PORT \(3000\)/);
    expect(() => parseConfig({ METRICS_PORT: "3000" })).toThrow(/METRICS_PORT must differ from PORT/);
  });

  it("refuses a port or a host that is not one", () => {
    expect(() => parseConfig({ METRICS_PORT: "70000" })).toThrow('METRICS_PORT must be a port number between 1 and 65535 (got "70000")');
    expect(() => parseConfig({ METRICS_PORT: "9464", METRICS_HOST: "metrics.internal" })).toThrow(/METRICS_HOST must be an IP address to bind/);
  });
});
