import type { Locator } from "@playwright/test";

/**
 * What a text browser (lynx, w3m) prints of a part of the page, line by line. Neither reads our
 * stylesheet, so only HTML's own block elements start a line: two links in a row with nothing
 * between them print as one word ("Completa la registrazioneTorna al login"). An image prints its
 * alternative text; with none, or an empty one, w3m prints its file name in brackets ("[not-found]"),
 * as its default `ignore_null_img_alt` says. Controls print as their label or value, in brackets.
 */
export function textBrowserLines(part: Locator): Promise<string[]> {
  return part.evaluate((root) => {
    const blocks = new Set(
      "address article aside blockquote br dd details div dl dt fieldset figcaption figure footer form h1 h2 h3 h4 h5 h6 header hr legend li main nav ol p pre section summary table tbody thead tr ul".split(" "),
    );
    const skipped = new Set(["script", "style", "template", "head", "title", "meta", "link", "option"]);
    let text = "";
    const walk = (node: Node): void => {
      if (node.nodeType === Node.TEXT_NODE) {
        text += (node.textContent ?? "").replace(/\s+/g, " ");
        return;
      }
      if (!(node instanceof Element)) return;
      const tag = node.tagName.toLowerCase();
      if (skipped.has(tag) || node.hasAttribute("hidden")) return;
      if (tag === "img") {
        const alt = node.getAttribute("alt") ?? "";
        const file = (node.getAttribute("src") ?? "").split(/[?#]/)[0]!.split("/").pop()!.replace(/\.[^.]*$/, "");
        text += alt || `[${file}]`;
        return;
      }
      if (tag === "input" || tag === "select" || tag === "textarea") {
        const type = node.getAttribute("type") ?? "";
        if (type !== "hidden") text += `[${type === "submit" ? (node as HTMLInputElement).value : "____"}]`;
        return;
      }
      const block = blocks.has(tag);
      if (block) text += "\n";
      node.childNodes.forEach(walk);
      if (block) text += "\n";
    };
    walk(root);
    return text
      .split("\n")
      .map((line) => line.trim())
      .filter((line) => line !== "");
  });
}
