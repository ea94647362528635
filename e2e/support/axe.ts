// Axe over the page as it is: the list of violations (rule and the elements it found) must be empty.
import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

export async function expectNoAxeViolations(page: Page) {
  // Next streams a dynamic page's metadata after its shell: check the page once its title has arrived.
  await expect(page).toHaveTitle(/\S/);
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Axe on a puzzle page: Blockly's SVG is its own widget, and it appends hidden helper nodes to <body>. */
export const blocklyPageAxe = (page: Page) =>
  new AxeBuilder({ page })
    .exclude(".blocklySvg")
    .exclude(".blocklyComputeCanvas")
    .exclude(".blocklyWidgetDiv")
    .exclude(".blocklyDropDownDiv")
    .exclude(".blocklyTooltipDiv");
