import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { CaptchaField, type CaptchaHandle } from "./captcha";

const loaded = vi.hoisted(() => ({
  count: 0,
  resets: 0,
  /** What the stand-in reports on mount, as the real one does when hcaptcha.com's script cannot load. */
  failWith: undefined as string | undefined,
  props: {} as Record<string, unknown>,
}));

// The real widget fetches hcaptcha.com's script; a stand-in with the same ref method is enough here.
vi.mock("@hcaptcha/react-hcaptcha", async () => {
  loaded.count += 1;
  const { Component } = await import("react");
  class FakeHCaptcha extends Component<{ sitekey: string; onError?(code: string): void }> {
    resetCaptcha() {
      loaded.resets += 1;
    }
    override componentDidMount() {
      loaded.props = { ...this.props };
      if (loaded.failWith) this.props.onError?.(loaded.failWith);
    }
    override render() {
      return <div data-testid="hcaptcha">{this.props.sitekey}</div>;
    }
  }
  return { default: FakeHCaptcha };
});

describe("CaptchaField", () => {
  it("does not load hCaptcha while the captcha is off", () => {
    const { container } = render(<CaptchaField settings={{ captchaEnabled: false }} onToken={() => {}} />);
    expect(container).toBeEmptyDOMElement();
    expect(loaded.count).toBe(0);
  });

  describe("when the captcha is on", () => {
    it("loads the widget on demand, and its reset reaches the widget through the lazy boundary", async () => {
      const ref = createRef<CaptchaHandle>();
      const onToken = vi.fn();
      render(
        <CaptchaField
          ref={ref}
          settings={{ captchaEnabled: true, hcaptchaSiteKey: "chave-do-site" }}
          onToken={onToken}
        />,
      );
      expect(await screen.findByTestId("hcaptcha")).toHaveTextContent("chave-do-site");
      expect(loaded.count).toBe(1);
      ref.current?.reset();
      expect(loaded.resets).toBe(1);
      expect(onToken).toHaveBeenCalledWith("");
    });

    it("says so when hCaptcha's script cannot load, instead of leaving an empty space", async () => {
      loaded.failWith = "script-error";
      try {
        render(
          <CaptchaField
            settings={{ captchaEnabled: true, hcaptchaSiteKey: "chave-do-site" }}
            onToken={() => {}}
          />,
        );
        expect(await screen.findByRole("alert")).toHaveTextContent(
          "Não foi possível carregar a verificação hCaptcha. Verifique sua conexão e recarregue a página.",
        );
      } finally {
        loaded.failWith = undefined;
      }
    });

    it("keeps hCaptcha's error reports to Sentry off (they carry the page's address)", async () => {
      render(
        <CaptchaField
          settings={{ captchaEnabled: true, hcaptchaSiteKey: "chave-do-site" }}
          onToken={() => {}}
        />,
      );
      await screen.findByTestId("hcaptcha");
      expect(loaded.props.sentry).toBe(false);
      expect(screen.queryByRole("alert")).toBeNull();
    });
  });
});
