import { parse, type HTMLElement } from "node-html-parser";

/**
 * What a browser without JavaScript sends when the customer fills a page's form and presses one of its
 * buttons (HTML's form submission algorithm, for the controls our pages use): the form's own action and
 * method, its hidden inputs (the anti-forgery token among them), the defaults the page shows, the selected
 * options and checked boxes, and the pressed button's name and value. A test fills fields by the names the
 * page gives them: a field the page does not have, or an option it does not offer, fails the test, as a
 * customer could not type there either (issue 41).
 */
export type Submission = { method: "GET" | "POST"; action: string; body: URLSearchParams };

export type SubmitOptions = {
  /** Which form: its id, or its action's path; by default the form holding the pressed button, else the page's only form. */
  form?: string;
  /** What the customer types, picks or ticks, by field name; a list for several values (checkboxes). */
  fill?: Record<string, string | readonly string[]>;
  /** The button pressed: its visible text, or `name=value`; by default the form's first submit button. */
  press?: string;
};

const text = (element: HTMLElement) => element.textContent.replace(/\s+/g, " ").trim();
const isSubmitButton = (element: HTMLElement) =>
  (element.tagName === "BUTTON" && (element.getAttribute("type") ?? "submit").toLowerCase() === "submit") ||
  (element.tagName === "INPUT" && ["submit", "image"].includes((element.getAttribute("type") ?? "").toLowerCase()));

/** The form's controls in tree order, those inside it and those that name it with `form="…"`. */
function controlsOf(root: HTMLElement, form: HTMLElement): HTMLElement[] {
  const id = form.getAttribute("id");
  return root.querySelectorAll("input, select, textarea, button").filter((control) => {
    const owner = control.getAttribute("form");
    if (owner !== undefined) return owner === id;
    for (let at = control.parentNode; at; at = at.parentNode) if (at === form) return true;
    return false;
  });
}

function pickForm(root: HTMLElement, options: SubmitOptions): HTMLElement {
  const forms = root.querySelectorAll("form");
  if (options.form !== undefined) {
    const found = forms.find((form) => form.getAttribute("id") === options.form || (form.getAttribute("action") ?? "").split("?")[0] === options.form);
    if (!found) throw new Error(`the page has no form ${options.form}; its forms: ${forms.map((form) => form.getAttribute("id") ?? form.getAttribute("action")).join(", ")}`);
    return found;
  }
  if (options.press !== undefined) {
    const holding = forms.filter((form) => controlsOf(root, form).some((control) => isSubmitButton(control) && matchesButton(control, options.press!)));
    if (holding.length === 1) return holding[0]!;
  }
  const posting = forms.filter((form) => (form.getAttribute("method") ?? "get").toLowerCase() === "post");
  if (posting.length === 1) return posting[0]!;
  if (forms.length === 1) return forms[0]!;
  throw new Error(`the page has ${forms.length} forms: say which (options.form or options.press)`);
}

function matchesButton(button: HTMLElement, press: string): boolean {
  const [name, value] = press.split("=", 2);
  if (value !== undefined && button.getAttribute("name") === name && (button.getAttribute("value") ?? "") === value) return true;
  return text(button) === press || button.getAttribute("value") === press;
}

/** The submission a browser without JavaScript makes from `html` (the page at `pageUrl`). */
export function formSubmission(html: string, pageUrl: URL, options: SubmitOptions = {}): Submission {
  const root = parse(html);
  const form = pickForm(root, options);
  const controls = controlsOf(root, form);
  const fill = new Map(Object.entries(options.fill ?? {}).map(([name, value]) => [name, [value].flat() as string[]]));
  for (const name of fill.keys()) {
    if (!controls.some((control) => control.getAttribute("name") === name && !isSubmitButton(control))) {
      throw new Error(`the form has no field named "${name}"; its fields: ${[...new Set(controls.map((control) => control.getAttribute("name")).filter(Boolean))].join(", ")}`);
    }
  }
  const buttons = controls.filter(isSubmitButton);
  const pressed = options.press === undefined ? buttons[0] : buttons.find((button) => matchesButton(button, options.press!));
  if (!pressed) throw new Error(`the form has no button "${options.press}"; its buttons: ${buttons.map(text).join(", ")}`);

  const body = new URLSearchParams();
  for (const control of controls) {
    const name = control.getAttribute("name");
    if (!name || control.hasAttribute("disabled")) continue;
    const filled = fill.get(name);
    const type = (control.getAttribute("type") ?? "text").toLowerCase();
    if (control.tagName === "BUTTON" || (control.tagName === "INPUT" && ["submit", "image", "button", "reset"].includes(type))) {
      if (control === pressed) body.append(name, control.getAttribute("value") ?? "");
      continue;
    }
    if (control.tagName === "SELECT") {
      const offered = control.querySelectorAll("option").map((option) => option.getAttribute("value") ?? text(option));
      if (filled) {
        for (const value of filled) {
          if (!offered.includes(value)) throw new Error(`the field "${name}" offers no option "${value}"`);
          body.append(name, value);
        }
        continue;
      }
      const selected = control.querySelectorAll("option").filter((option) => option.hasAttribute("selected"));
      const chosen = selected.length ? selected : control.hasAttribute("multiple") ? [] : control.querySelectorAll("option").slice(0, 1);
      for (const option of chosen) body.append(name, option.getAttribute("value") ?? text(option));
      continue;
    }
    if (type === "checkbox" || type === "radio") {
      const value = control.getAttribute("value") ?? "on";
      const checked = filled ? filled.includes(value) : control.hasAttribute("checked");
      if (checked) body.append(name, value);
      continue;
    }
    if (type === "file") continue;
    if (filled) {
      // A text field takes one value; the same name twice (two inputs) takes the values in turn.
      body.append(name, filled.shift() ?? "");
      continue;
    }
    body.append(name, control.tagName === "TEXTAREA" ? control.textContent : (control.getAttribute("value") ?? ""));
  }
  const method = (pressed.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get").toUpperCase() === "POST" ? "POST" : "GET";
  const target = new URL(pressed.getAttribute("formaction") ?? form.getAttribute("action") ?? pageUrl.href, pageUrl);
  if (method === "GET") {
    target.search = body.toString();
    return { method, action: `${target.pathname}${target.search}`, body: new URLSearchParams() };
  }
  return { method, action: `${target.pathname}${target.search}`, body };
}
