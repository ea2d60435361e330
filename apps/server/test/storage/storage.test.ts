import { readFileSync } from "node:fs";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { contentDisposition } from "../../src/storage/routes";
import { sniff } from "../../src/storage/sniff";
import { createLocalStorage, createStorage, readStorageSettings } from "../../src/storage/storage";
import { HTML, JPEG, PDF, PNG } from "../providers/support";
import { tempDir } from "../support/app";

describe("storage", () => {
  it("reads the type from the bytes", () => {
    expect(sniff(PDF)).toBe("application/pdf");
    expect(sniff(PNG)).toBe("image/png");
    expect(sniff(JPEG)).toBe("image/jpeg");
    expect(sniff(HTML)).toBeNull();
    expect(sniff(Buffer.alloc(0))).toBeNull();
  });

  it("stores, reads and removes bytes under opaque keys, refusing keys that leave the folder", async () => {
    const dir = tempDir("local-storage");
    const storage = createLocalStorage(dir);
    const key = await storage.put(Buffer.from("conteúdo"), { prefix: "../Certificates" });
    expect(key).toMatch(/^___certificates\/[0-9a-f-]{36}$/);
    expect(readFileSync(`${dir}/${key}`, "utf8")).toBe("conteúdo");
    const stream = await storage.open(key);
    expect(await text(stream!)).toBe("conteúdo");
    await storage.remove(key);
    expect(await storage.open(key)).toBeNull();
    await expect(storage.open("../../etc/passwd")).rejects.toThrow("Invalid storage key");
  });

  it("defaults to DATA_DIR/storage and refuses S3 without its bucket or an unknown driver", () => {
    expect(readStorageSettings({}, "/data")).toEqual({ driver: "local", dir: "/data/storage" });
    expect(readStorageSettings({ STORAGE_DIR: "/uploads" }, "/data")).toEqual({
      driver: "local",
      dir: "/uploads",
    });
    expect(() => createStorage(readStorageSettings({ STORAGE_DRIVER: "s3" }, "/data"))).toThrow(
      "S3_BUCKET: required when STORAGE_DRIVER=s3",
    );
    expect(
      createStorage(readStorageSettings({ STORAGE_DRIVER: "s3", S3_BUCKET: "uploads" }, "/data")).kind,
    ).toBe("s3");
    expect(() => readStorageSettings({ STORAGE_DRIVER: "ftp" }, "/data")).toThrow("STORAGE_DRIVER");
  });

  it("keeps the display name in Content-Disposition with an ASCII fallback", () => {
    expect(contentDisposition('Licença "nova".pdf')).toBe(
      `attachment; filename="Licenca _nova_.pdf"; filename*=UTF-8''${encodeURIComponent('Licença "nova".pdf')}`,
    );
  });
});
