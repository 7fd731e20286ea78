import type { Locator, Page } from '@playwright/test';
import { expect, test, text } from './support/fixtures';

const t = (key: string, values?: Record<string, string | number>) => text('es', 'common', key, values);
const SLIDES = 5;

// The carousel advances on its own only for visitors who do not ask for reduced motion.
test.use({ viewport: { width: 1440, height: 900 }, reducedMotion: 'no-preference' });

function carousel(page: Page) {
  const root = page.getByRole('region', { name: t('carousel.label') });
  return {
    root,
    dot: (n: number) => root.getByRole('button', { name: t('carousel.goTo', { current: n, total: SLIDES }) }),
    pause: root.getByRole('button', { name: t('carousel.pause') }),
    play: root.getByRole('button', { name: t('carousel.play') }),
  };
}

/** The number (1-5) of the image the carousel shows, from its indicator dots. */
async function currentSlide(page: Page): Promise<number> {
  const c = carousel(page);
  for (let n = 1; n <= SLIDES; n += 1) {
    if ((await c.dot(n).getAttribute('aria-current')) === 'true') return n;
  }
  throw new Error('No indicator dot is marked as current');
}

const next = (n: number) => (n % SLIDES) + 1;

/** Takes the pointer and the focus off the carousel: both pause it, and this test is about the button. */
async function leave(page: Page, root: Locator) {
  const box = await root.boundingBox();
  if (!box) throw new Error('carousel not visible');
  await page.mouse.move(box.x + 20, box.y + box.height + 120);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('header', () => {
  test('the hero carousel advances every 5 s and the play/pause button stops and restarts it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/');
    const c = carousel(page);
    await expect(c.dot(1)).toHaveAttribute('aria-current', 'true');
    await expect(c.pause).toBeVisible();
    await page.clock.pauseAt(Date.now() + 1000);
    await leave(page, c.root);

    // Whatever the phase of the timer, five more seconds show exactly the next image.
    const start = await currentSlide(page);
    await page.clock.runFor(5000);
    await expect(c.dot(next(start))).toHaveAttribute('aria-current', 'true');
    await page.clock.runFor(5000);
    await expect(c.dot(next(next(start)))).toHaveAttribute('aria-current', 'true');

    await c.pause.click();
    await expect(c.play).toBeVisible();
    await leave(page, c.root);
    const paused = await currentSlide(page);
    await page.clock.runFor(16_000);
    expect(await currentSlide(page)).toBe(paused);
    await expect(c.root).toHaveAttribute('data-playing', 'false');

    await c.play.click();
    await expect(c.pause).toBeVisible();
    await leave(page, c.root);
    await page.clock.runFor(5000);
    await expect(c.dot(next(paused))).toHaveAttribute('aria-current', 'true');

    // A dot jumps straight to its image.
    await c.dot(4).click();
    await expect(c.dot(4)).toHaveAttribute('aria-current', 'true');
  });

  test('the Experiences dropdown opens on hover and closes 300 ms after the pointer leaves', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/about');
    await page.clock.pauseAt(Date.now() + 1000);
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    const trigger = nav.getByRole('button', { name: t('nav.experiences') });
    const basic = nav.getByRole('link', { name: t('nav.experiencesBasic') });
    const vip = nav.getByRole('link', { name: t('nav.experiencesVip') });

    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await trigger.hover();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(basic).toBeVisible();
    await expect(vip).toBeVisible();

    // Moving from the button into the panel keeps it open.
    await vip.hover();
    await page.clock.runFor(1000);
    await expect(vip).toBeVisible();

    const box = await trigger.boundingBox();
    if (!box) throw new Error('trigger not visible');
    await page.mouse.move(box.x - 250, box.y + box.height / 2);
    await page.clock.runFor(250);
    await expect(vip).toBeVisible();
    await page.clock.runFor(100);
    await expect(vip).toBeHidden();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Clicking a link navigates and closes the panel.
    await trigger.hover();
    await vip.click();
    await expect(page).toHaveURL(/\/experiences\?type=vip$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'catalogue', 'experiences.vipPage.title'),
    );
  });

  test('the Experiences dropdown works by keyboard', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: t('nav.label') });
    const trigger = nav.getByRole('button', { name: t('nav.experiences') });
    const basic = nav.getByRole('link', { name: t('nav.experiencesBasic') });
    const vip = nav.getByRole('link', { name: t('nav.experiencesVip') });

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(basic).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(vip).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(basic).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(basic).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('ArrowDown');
    await expect(basic).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/experiences\?type=basic$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text('es', 'catalogue', 'experiences.basicPage.title'),
    );
  });
});
