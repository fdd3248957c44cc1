import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ChatWidget } from "./chat-widget";

const SRC = "https://widget.chat.example/loader.js?id=42";

describe("ChatWidget (server render)", () => {
  it("renders the configured script, async and with the request's nonce, on public pages", () => {
    const html = renderToStaticMarkup(<ChatWidget src={SRC} enabled nonce="abc123" />);
    expect(html).toBe('<script async="" src="https://widget.chat.example/loader.js?id=42" nonce="abc123" data-chat-widget=""></script>');
  });

  it("renders nothing in the signed-in areas", () => {
    expect(renderToStaticMarkup(<ChatWidget src={SRC} enabled={false} nonce="abc123" />)).toBe("");
  });

  it("renders nothing when no widget is configured", () => {
    expect(renderToStaticMarkup(<ChatWidget src={null} enabled nonce="abc123" />)).toBe("");
  });
});
