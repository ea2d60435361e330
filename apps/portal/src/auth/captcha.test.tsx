import { render, screen } from "@testing-library/react";
import { createRef } from "react";
import { describe, expect, it, vi } from "vitest";
import { CaptchaField, type CaptchaHandle } from "./captcha";

const loaded = vi.hoisted(() => ({ count: 0, resets: 0 }));

// The real widget fetches hcaptcha.com's script; a stand-in with the same ref method is enough here.
vi.mock("@hcaptcha/react-hcaptcha", async () => {
  loaded.count += 1;
  const { Component } = await import("react");
  class FakeHCaptcha extends Component<{ sitekey: string }> {
    resetCaptcha() {
      loaded.resets += 1;
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
  });
});
