import { describe, expect, it } from "vitest";
import { readProbeSettings } from "../../src/integrations";
import { DEFAULT_SYSTEM_URLS } from "../../src/integrations/systems";

describe("the integrations board's probe addresses", () => {
  it("probes each system's public address by default", () => {
    expect(readProbeSettings({}).urls).toEqual(DEFAULT_SYSTEM_URLS);
  });

  it("probes SINIR where the MTRs are sent (SINIR_API_URL), so its card says what the sends meet", () => {
    const { urls } = readProbeSettings({ SINIR_API_URL: " https://mtr-hom.sinir.example/api " });
    expect(urls.SINIR).toBe("https://mtr-hom.sinir.example/api");
    expect(urls.SIGOR).toBe(DEFAULT_SYSTEM_URLS.SIGOR);
  });

  it("keeps INTEGRATION_URL_SINIR first, and each system's own variable for the others", () => {
    const { urls } = readProbeSettings({
      SINIR_API_URL: "https://mtr-hom.sinir.example/api",
      INTEGRATION_URL_SINIR: "http://127.0.0.1:9/SINIR",
      INTEGRATION_URL_FEAM: "http://127.0.0.1:9/FEAM",
    });
    expect(urls.SINIR).toBe("http://127.0.0.1:9/SINIR");
    expect(urls.FEAM).toBe("http://127.0.0.1:9/FEAM");
  });
});
