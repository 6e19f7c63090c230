import type { Page } from '@playwright/test';

/**
 * What of a list sticks out of the list's own box: each link, button, cell or item past its left or right edge,
 * by how many px (an empty list when everything fits). `selector` names the list's table and its cards' list; the
 * one on screen is measured.
 */
export const overhangs = (page: Page, selector: string) =>
  page.evaluate((listSelector) => {
    const list =
      [...document.querySelectorAll<HTMLElement>(listSelector)].find(
        (element) => element.getBoundingClientRect().width > 0,
      ) ?? null;
    if (!list) return ['no list on screen'];
    const box = (list.closest('.rounded-box') ?? list).getBoundingClientRect();
    return [...list.querySelectorAll<HTMLElement>('a, button, td, th, li')]
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && (rect.right > box.right + 0.5 || rect.left < box.left - 0.5))
      .map(
        ({ element, rect }) =>
          `${element.tagName} "${element.textContent?.trim().slice(0, 30)}" ${Math.round(rect.right - box.right)}`,
      );
  }, selector);
